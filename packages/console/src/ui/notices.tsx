/**
 * What a page says when it has nothing to show yet: an error with the gateway's code and message, an empty
 * state that says what to do next, and a loading line that screen readers announce.
 */
import type { ComponentChildren } from 'preact';
import { GatewayApiError } from '@site-query-gateway/client';

export function ErrorNotice({ error }: { error: unknown }) {
  if (error === undefined || error === null) return null;
  if (error instanceof GatewayApiError) {
    const detail = error.record?.errorDetails;
    return (
      <div class="notice error" role="alert">
        <strong>
          {error.status} <code>{error.code}</code>
        </strong>{' '}
        {error.message.replace(/^\d+ \S+: /, '')}
        {detail ? (
          <p>
            {detail.errorType} {detail.errorCode}: {detail.errorMessage}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div class="notice error" role="alert">
      <strong>Could not reach the gateway.</strong> {error instanceof Error ? error.message : String(error)}
    </div>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <p class="empty">{children}</p>;
}

export function Loading({ what }: { what: string }) {
  return (
    <p class="loading" role="status">
      Loading {what}…
    </p>
  );
}
