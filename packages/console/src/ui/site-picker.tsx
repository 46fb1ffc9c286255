/**
 * Picks one of the integrator's sites (and, when asked, one of its catalogues) for the pages that work on a
 * site; says what to do when none is paired.
 */
import { useEffect } from 'preact/hooks';
import type { Site } from '@site-query-gateway/client';
import { integratorClient, must } from '../gateway.js';
import type { Session } from '../session.js';
import { Empty, ErrorNotice, Loading } from './notices.js';
import { useLoad } from './use-load.js';

export function useSites(session: Session) {
  return useLoad(() => must(integratorClient(session).api.GET('/integrator/sites')).then((d) => d.sites), []);
}

export function SitePicker(props: { session: Session; siteId: string; onSite: (site: Site | undefined) => void; catalogue?: string; onCatalogue?: (name: string) => void }) {
  const sites = useSites(props.session);
  const site = sites.data?.find((s) => s.id === props.siteId);
  useEffect(() => {
    const first = sites.data?.[0];
    if (!site && first) props.onSite(first);
  }, [sites.data]);
  if (sites.loading && !sites.data) return <Loading what="sites" />;
  if (sites.error) return <ErrorNotice error={sites.error} />;
  if (!sites.data || sites.data.length === 0) return <Empty>No site is paired with your key yet: pair one on the Sites page first.</Empty>;
  return (
    <div class="fields">
      <label>
        Site
        <select value={props.siteId} onChange={(e) => props.onSite(sites.data!.find((s) => s.id === e.currentTarget.value))}>
          {sites.data.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name || s.practiceManagementSiteId} ({s.availability})
            </option>
          ))}
        </select>
      </label>
      {props.onCatalogue && site ? (
        <label>
          Catalogue
          <select value={props.catalogue ?? ''} onChange={(e) => props.onCatalogue!(e.currentTarget.value)}>
            <option value="">Default{site.catalogue.find((c) => c.isDefault) ? ` (${site.catalogue.find((c) => c.isDefault)!.name})` : ''}</option>
            {site.catalogue.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
