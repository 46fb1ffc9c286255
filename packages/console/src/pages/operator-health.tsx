/**
 * The health of the gateway at a glance, from its Prometheus metrics (`/metrics`, read every 10 seconds while
 * the page is visible): agents connected and why they left, queries by status and the queue, dispatch latency,
 * the webhook backlog, registered runs, result pages stored and the process itself. Counters are this instance's
 * since it started; the queue, backlog and bytes stored are the whole cluster's.
 */
import type { ComponentChildren } from 'preact';
import { readMetrics } from '../gateway.js';
import { healthFigures, type Breakdown, type HealthFigures, type Latency } from '../health-figures.js';
import type { PageProps } from '../page-props.js';
import { parsePrometheusText } from '../prometheus-text.js';
import { Empty, ErrorNotice, Loading } from '../ui/notices.js';
import { useEvery } from '../ui/use-every.js';
import { useLoad } from '../ui/use-load.js';

const REFRESH_MS = 10_000;

function count(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? 'unknown' : value.toLocaleString();
}

function seconds(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '—';
  if (value < 1) return `${Math.round(value * 1000)} ms`;
  if (value < 120) return `${value.toFixed(1)} s`;
  if (value < 7200) return `${Math.round(value / 60)} min`;
  if (value < 172_800) return `${(value / 3600).toFixed(1)} h`;
  return `${(value / 86_400).toFixed(1)} d`;
}

function bytes(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return 'unknown';
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let n = value;
  let unit = 0;
  while (n >= 1024 && unit < units.length - 1) {
    n /= 1024;
    unit++;
  }
  return unit === 0 ? `${n} B` : `${n.toFixed(1)} ${units[unit]}`;
}

/** One section of figures: a heading, then a two-column table of name and value. */
function Section({ title, children }: { title: string; children: ComponentChildren }) {
  const id = `health-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section class="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Figures({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <table class="figures" aria-label={label}>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td class="num">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const counted = (breakdown: Breakdown, show: (n: number) => string = count): [string, string][] => breakdown.map(([name, n]) => [name, show(n)]);
const sum = (breakdown: Breakdown): number => breakdown.reduce((n, [, v]) => n + v, 0);

/** Both intervals side by side, one row per figure, so the table stays narrow enough for its card. */
function LatencyTable({ wait, run }: { wait: Latency; run: Latency }) {
  const rows: [string, (l: Latency) => string][] = [
    ['Queries', (l) => count(l.count)],
    ['Mean', (l) => seconds(l.mean)],
    ['p50', (l) => seconds(l.p50)],
    ['p95', (l) => seconds(l.p95)],
  ];
  return (
    <table class="figures" aria-label="Dispatch latency">
      <thead>
        <tr>
          <td />
          <th scope="col">Created → dispatched</th>
          <th scope="col">Dispatched → final</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, show]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td class="num">{show(wait)}</td>
            <td class="num">{show(run)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Health({ f }: { f: HealthFigures }) {
  const disconnects = f.disconnects.filter(([, n]) => n !== 0);
  const missed = f.runsMissed.filter(([, n]) => n !== 0);
  const finished = sum(f.queriesByStatus);
  return (
    <div class="health">
      <Section title="Agents">
        <Figures label="Agents" rows={[['Agents connected', count(f.agentsConnected)]]} />
        {f.agentsConnected === 0 ? <Empty>No agent is connected here. Agents dial out to this gateway when a clinic runs site-agent run.</Empty> : null}
        {disconnects.length > 0 ? <Figures label="Disconnects by reason" rows={counted(disconnects)} /> : <p class="muted">No agent has disconnected since this instance started.</p>}
      </Section>
      <Section title="Queries">
        <Figures label="Queries finished" rows={[['Queries finished', count(finished)], ...counted(f.queriesByStatus), ...counted(f.queriesBySurface).map(([n, v]): [string, string] => [`from ${n}`, v])]} />
        {finished === 0 ? <Empty>No query has finished here since this instance started. Integrators run them from the SQL workbench, the FHIR browser or the API.</Empty> : null}
        <h3>Queue depth</h3>
        <Figures label="Queue depth" rows={[...counted(f.queueDepth), ...counted(f.immediateInFlight).map(([n, v]): [string, string] => [`immediate ${n} (in memory)`, v])]} />
      </Section>
      <Section title="Dispatch latency">
        <LatencyTable wait={f.dispatchWait} run={f.dispatchToFinal} />
        <p class="hint">Percentiles are estimated from the histogram's buckets.</p>
      </Section>
      <Section title="Webhooks">
        <Figures
          label="Webhook backlog"
          rows={[
            ['Deliveries pending', count(f.webhookPending)],
            ['Deliveries due', count(f.webhookDue)],
            ['Oldest due for', f.webhookOldestDueSeconds === 0 ? 'none due' : seconds(f.webhookOldestDueSeconds)],
          ]}
        />
        <h3>Attempts by outcome</h3>
        <Figures label="Webhook attempts by outcome" rows={counted(f.webhookAttempts)} />
      </Section>
      <Section title="Registered runs">
        <Figures label="Registered runs" rows={[['Runs due', count(f.runsDue)], ['Runs started', count(f.runsRun)], ['Runs missed', count(sum(f.runsMissed))], ...counted(missed).map(([n, v]): [string, string] => [`missed: ${n}`, v])]} />
      </Section>
      <Section title="Result pages stored">
        <Figures label="Result pages stored" rows={counted(f.pageBytes, bytes)} />
      </Section>
      <Section title="Process">
        <Figures
          label="Process"
          rows={[
            ['Up for', seconds(f.process.uptimeSeconds)],
            ['Resident memory', bytes(f.process.residentBytes)],
            ['Heap used', bytes(f.process.heapUsedBytes)],
            ['CPU time', seconds(f.process.cpuSeconds)],
            ['Event loop lag (p99)', seconds(f.process.eventLoopLagP99Seconds)],
            ['Node.js', f.process.nodeVersion ?? 'unknown'],
          ]}
        />
      </Section>
    </div>
  );
}

export function OperatorHealthPage({ session }: PageProps) {
  const metrics = useLoad(async () => ({ figures: healthFigures(parsePrometheusText(await readMetrics(session))), at: new Date() }), []);
  useEvery(REFRESH_MS, metrics.reload);
  return (
    <>
      <div class="actions">
        <button type="button" onClick={metrics.reload}>
          Refresh
        </button>
        {metrics.data ? <span class="muted">Updated {metrics.data.at.toLocaleTimeString()}; refreshes every 10 s while this page is open.</span> : null}
      </div>
      <p class="hint">From this gateway instance's metrics: counts since it started; the queue, the webhook backlog and the pages stored are the whole cluster's.</p>
      {metrics.loading && !metrics.data ? <Loading what="the gateway's figures" /> : null}
      <ErrorNotice error={metrics.error} />
      {metrics.data ? <Health f={metrics.data.figures} /> : null}
    </>
  );
}
