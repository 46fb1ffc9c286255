/**
 * Reads the Prometheus text exposition format (what `/metrics` answers) into samples: a series name, its
 * labels and its value. Only what the Health page needs: HELP and TYPE lines are skipped, timestamps ignored.
 * Hand-written rather than a library because the format is a few lines of grammar and the parsers on npm are
 * Node-only or pull in much more than the console's bundle should carry.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;

/** A sample value as the format writes it: a float, `NaN`, `+Inf` or `-Inf`. */
function number(text: string): number {
  if (text === '+Inf' || text === 'Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`not a sample value: ${text}`);
  return value;
}

/** The labels between `{` and `}` starting at `at`; returns them and where the text goes on after `}`. */
function labels(line: string, at: number): { labels: Record<string, string>; end: number } {
  const out: Record<string, string> = {};
  let i = at + 1;
  for (;;) {
    while (line[i] === ' ' || line[i] === ',') i++;
    if (line[i] === '}') return { labels: out, end: i + 1 };
    const name = LABEL_NAME.exec(line.slice(i))?.[0];
    if (!name || line[i + name.length] !== '=' || line[i + name.length + 1] !== '"') throw new Error(`bad label in: ${line}`);
    i += name.length + 2;
    let value = '';
    for (; i < line.length && line[i] !== '"'; i++) {
      if (line[i] !== '\\') value += line[i];
      else {
        i++;
        value += line[i] === 'n' ? '\n' : line[i];
      }
    }
    if (i >= line.length) throw new Error(`unterminated label value in: ${line}`);
    out[name] = value;
    i++;
  }
}

export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const name = NAME.exec(line)?.[0];
    if (!name) throw new Error(`bad sample line: ${line}`);
    let rest = line.slice(name.length);
    let found: Record<string, string> = {};
    if (rest.startsWith('{')) {
      const read = labels(line, name.length);
      found = read.labels;
      rest = line.slice(read.end);
    }
    const value = rest.trim().split(/\s+/)[0] ?? '';
    samples.push({ name, labels: found, value: number(value) });
  }
  return samples;
}
