/**
 * docs/configuration.md against the code that reads configuration, both ways: every variable the gateway's and
 * the agent's loaders ask for is in the doc's tables, and every variable in those tables is asked for. The
 * loaders run on an empty environment that records each name read. The agent's install options are compared
 * with `site-agent install --help` (the built command, as `npm test` builds first), and its config file fields
 * with a file that has every field.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '@site-query-gateway/gateway/config/gateway-config.js';
import { loadAgentRuntimeSettings, resolveAgentConfigPath, resolveEnrolmentKey, type AgentFile } from '@site-query-gateway/agent/agent-config.js';
import { ROOT, firstColumnNames, readDoc, section } from './markdown.js';

const DOC = readDoc('docs/configuration.md');
const VARIABLE = /^[A-Z][A-Z0-9_]+$/;

/** An empty environment that remembers every name asked of it. */
function recordingEnv(): { env: Record<string, string | undefined>; names: Set<string> } {
  const names = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get: (_target, name) => {
      if (typeof name === 'string') names.add(name);
      return undefined;
    },
  });
  return { env, names };
}

function sorted(names: Iterable<string>): string[] {
  return [...new Set(names)].sort();
}

describe('docs/configuration.md', () => {
  it('lists every variable the gateway reads, and only those', () => {
    const { env, names } = recordingEnv();
    loadGatewayConfig(env);
    expect(names.size).toBeGreaterThan(40);
    expect(sorted(firstColumnNames(section(DOC, '## Gateway'), VARIABLE))).toEqual(sorted(names));
  });

  it('lists every variable the agent reads, and only those', () => {
    const { env, names } = recordingEnv();
    loadAgentRuntimeSettings(env);
    resolveAgentConfigPath(undefined, env);
    resolveEnrolmentKey(undefined, env);
    expect(names.size).toBeGreaterThan(10);
    expect(sorted(firstColumnNames(section(DOC, '### Environment'), VARIABLE))).toEqual(sorted(names));
  });

  it("lists every field of the agent's config file", () => {
    // Typed as every field, so a field added to AgentFile fails the typecheck until it is added here (and to the doc).
    const file: Required<Omit<AgentFile, 'readFrom'>> = {
      gatewayUrl: '', siteId: '', subscriptionKey: '', practiceManagementName: '', practiceManagementSiteId: '', practiceName: '',
      practiceManagementVersion: '', name: '', databaseEngine: 'sqlite', catalogues: [],
    };
    expect(sorted(firstColumnNames(section(DOC, '### The config file'), /^[a-zA-Z]+$/))).toEqual(sorted(Object.keys(file)));
  });

  it('lists every option of site-agent install', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'packages/agent/bin/site-agent.js'), 'install', '--help'], { timeout: 30_000 });
    const options = [...stdout.matchAll(/^\s+(?:-\w, )?(--[a-z-]+)/gm)].map((m) => m[1]!).filter((o) => o !== '--help');
    // `--config` belongs to the command as a whole; the doc lists it with install, where it is first needed.
    const documented = firstColumnNames(section(DOC, '### `site-agent install`'), /^-/).map((o) => /(--[a-z-]+)/.exec(o)![1]!);
    expect(sorted(documented)).toEqual(sorted([...options, '--config']));
  });
});
