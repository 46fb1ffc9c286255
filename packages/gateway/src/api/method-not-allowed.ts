/**
 * @module api/method-not-allowed
 * A path that exists under another method answers 405 METHOD_NOT_ALLOWED with an `Allow` header (RFC 9110
 * 15.5.6), not 404 "no such route": a `GET …/queries/immediate` is a wrong method, not a wrong address.
 * Routes are remembered as they are added; a pattern's `:param` matches one path segment, `*` the rest.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

interface KnownRoute {
  url: string;
  pattern: RegExp;
  methods: string[];
}

function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

export class RouteMethods {
  private readonly routes: KnownRoute[] = [];

  /** Records every route added after this call (on this instance and its plugins). */
  install(app: FastifyInstance): void {
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
      // Fastify answers HEAD for every GET route.
      if (methods.includes('GET') && route.exposeHeadRoute !== false) methods.push('HEAD');
      this.routes.push({ url: route.url, pattern: patternOf(route.url), methods });
    });
  }

  /** The methods the path answers to, sorted; empty when no route has this path. `except` leaves one route pattern out. */
  allowedFor(url: string, except?: string): string[] {
    const path = url.split('?')[0] ?? url;
    const allowed = new Set<string>();
    for (const route of this.routes) {
      if (route.url !== except && route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
    }
    return [...allowed].sort();
  }

  /**
   * When a path parameter fails validation, was the path meant for another route? `GET …/queries/immediate`
   * matches `GET …/queries/:queryId` ("immediate" is no GUID), but the caller meant the POST route whose
   * segment is literally `immediate`: the methods of such routes, or none.
   */
  otherMethodsFor(url: string, method: string, routeUrl: string): string[] {
    const allowed = this.allowedFor(url, routeUrl);
    return allowed.includes(method.toUpperCase()) ? [] : allowed;
  }
}
