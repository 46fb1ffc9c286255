/**
 * What a PromQL expression reads, by Prometheus's own grammar (@prometheus-io/lezer-promql): the metric names of
 * its selectors and the label names it matches or groups by. Grafana's variables are replaced by values first
 * (`$__rate_interval` by a duration, `$instance` inside a label value stays a string), and a syntax error is
 * an error, so an expression that Prometheus would refuse cannot pass for one that reads the right series.
 */
import { parser } from '@prometheus-io/lezer-promql';

export interface PromqlReads {
  metrics: string[];
  labels: string[];
}

/** Grafana's built-in interval variables, as the durations they become. */
const GRAFANA_INTERVALS = /\$__(rate_interval|interval|range)\b/g;

export function promqlReads(expression: string): PromqlReads {
  const text = expression.replace(GRAFANA_INTERVALS, '5m');
  const tree = parser.parse(text);
  const metrics = new Set<string>();
  const labels = new Set<string>();
  const cursor = tree.cursor();
  do {
    if (cursor.type.isError) throw new Error(`not PromQL at ${cursor.from}: ${text.slice(Math.max(0, cursor.from - 20), cursor.from + 20)} (in ${expression})`);
    const node = cursor.node;
    if (node.name === 'Identifier' && node.parent?.name === 'VectorSelector') metrics.add(text.slice(node.from, node.to));
    if (node.name === 'LabelName') labels.add(text.slice(node.from, node.to));
  } while (cursor.next());
  return { metrics: [...metrics], labels: [...labels] };
}
