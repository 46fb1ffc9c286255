/** The Health page's figures: the exposition format read into samples, and counts and percentiles made from them. */
import { describe, expect, it } from 'vitest';
import { healthFigures, latency } from './health-figures.js';
import { parsePrometheusText } from './prometheus-text.js';

const SCRAPE = `# HELP gateway_agents_connected Agents connected to this gateway process.
# TYPE gateway_agents_connected gauge
gateway_agents_connected 2
gateway_queries_total{surface="sql",mode="immediate",status="successful"} 3
gateway_queries_total{surface="fhir",mode="immediate",status="successful"} 4
gateway_queries_total{surface="sql",mode="async",status="executionFailed"} 1 1700000000000
gateway_queries_pending{status="queued"} 5
gateway_queries_pending{status="executing"} NaN
gateway_webhook_deliveries_pending 0
gateway_webhook_oldest_due_seconds 12.5
gateway_agent_disconnects_total{reason="replaced"} 1
gateway_agent_disconnects_total{reason="other"} 0
nodejs_version_info{version="v22.1.0",major="22"} 1
odd_label{text="a \\"quoted\\" \\\\ back\\nslash, {brace}"} -Inf
gateway_query_dispatch_wait_seconds_bucket{le="0.1",surface="sql",mode="immediate"} 2
gateway_query_dispatch_wait_seconds_bucket{le="1",surface="sql",mode="immediate"} 4
gateway_query_dispatch_wait_seconds_bucket{le="+Inf",surface="sql",mode="immediate"} 4
gateway_query_dispatch_wait_seconds_bucket{le="0.1",surface="fhir",mode="immediate"} 2
gateway_query_dispatch_wait_seconds_bucket{le="1",surface="fhir",mode="immediate"} 2
gateway_query_dispatch_wait_seconds_bucket{le="+Inf",surface="fhir",mode="immediate"} 4
gateway_query_dispatch_wait_seconds_sum{surface="sql",mode="immediate"} 1.2
gateway_query_dispatch_wait_seconds_sum{surface="fhir",mode="immediate"} 8.8
gateway_query_dispatch_wait_seconds_count{surface="sql",mode="immediate"} 4
gateway_query_dispatch_wait_seconds_count{surface="fhir",mode="immediate"} 4
`;

describe('parsePrometheusText', () => {
  const samples = parsePrometheusText(SCRAPE);

  it('reads names, labels and values, skipping comments and timestamps', () => {
    expect(samples[0]).toEqual({ name: 'gateway_agents_connected', labels: {}, value: 2 });
    expect(samples[3]).toEqual({ name: 'gateway_queries_total', labels: { surface: 'sql', mode: 'async', status: 'executionFailed' }, value: 1 });
    expect(samples.find((s) => s.labels.status === 'executing')?.value).toBeNaN();
  });

  it('unescapes label values and reads the infinities', () => {
    expect(samples.find((s) => s.name === 'odd_label')).toEqual({ name: 'odd_label', labels: { text: 'a "quoted" \\ back\nslash, {brace}' }, value: -Infinity });
    expect(samples.find((s) => s.labels.le === '+Inf')?.value).toBe(4);
  });

  it('refuses a line that is not a sample', () => {
    expect(() => parsePrometheusText('gateway_x{status="open} 1')).toThrow(/unterminated/);
    expect(() => parsePrometheusText('gateway_x words')).toThrow(/not a sample value/);
  });
});

describe('healthFigures', () => {
  const figures = healthFigures(parsePrometheusText(SCRAPE));

  it('sums counts by the label shown and leaves a figure the gateway could not read unknown', () => {
    expect(figures.agentsConnected).toBe(2);
    expect(figures.queriesByStatus).toEqual([['successful', 7], ['executionFailed', 1]]);
    expect(figures.queriesBySurface).toEqual([['sql', 4], ['fhir', 4]]);
    expect(figures.queueDepth).toEqual([['queued', 5], ['executing', NaN]]);
    expect(figures.disconnects).toEqual([['replaced', 1], ['other', 0]]);
    expect(figures.webhookPending).toBe(0);
    expect(figures.webhookOldestDueSeconds).toBe(12.5);
    expect(figures.webhookDue).toBeUndefined();
    expect(figures.process.nodeVersion).toBe('v22.1.0');
  });

  it('estimates percentiles from the buckets of every label set together, and the mean from sum and count', () => {
    // 8 observations: 4 up to 0.1 s, 2 between 0.1 and 1 s, 2 above 1 s.
    expect(figures.dispatchWait.count).toBe(8);
    expect(figures.dispatchWait.mean).toBeCloseTo(1.25);
    expect(figures.dispatchWait.p50).toBeCloseTo(0.1);
    // Rank 7.6 falls in the +Inf bucket: the highest finite bound is all that is known.
    expect(figures.dispatchWait.p95).toBe(1);
    expect(latency(parsePrometheusText('h_bucket{le="1"} 0\nh_bucket{le="2"} 10\nh_bucket{le="+Inf"} 10\nh_count 10\nh_sum 15'), 'h').p50).toBeCloseTo(1.5);
  });

  it('has no latency before anything was observed', () => {
    expect(healthFigures([]).dispatchToFinal).toEqual({ count: 0, mean: undefined, p50: undefined, p95: undefined });
  });
});
