/**
 * The console's lists of records (sites, integrators, endpoints, deliveries, agents): a scrollable region a
 * keyboard can reach, its header from the column names, one row per record given by the page; and the
 * pieces those rows share (a status badge, a site's name, kind and id).
 */
import type { ComponentChildren } from 'preact';

export function RecordTable({ label, columns, children }: { label: string; columns: readonly string[]; children: ComponentChildren }) {
  return (
    <div class="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table>
        <thead>
          <tr>
            {columns.map((name) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A status word, styled by its value (`badge online`, `badge disabled`…). */
export function Badge({ value }: { value: string }) {
  return <span class={`badge ${value}`}>{value}</span>;
}

/** A site as the lists name it: its name, its practice-management kind and site id, and its own id. */
export function SiteIdentity({ name, site }: { name: string; site: { id: string; practiceManagementName: string; practiceManagementSiteId: string } }) {
  return (
    <>
      <strong>{name}</strong>
      <br />
      <span class="muted">
        {site.practiceManagementName} {site.practiceManagementSiteId}
      </span>
      <br />
      <code class="id">{site.id}</code>
    </>
  );
}
