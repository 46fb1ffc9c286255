/**
 * The agent's runtime settings for job execution, and where the job journal lives.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENT_ENVIRONMENT, journalPathFor, loadAgentRuntimeSettings, machineTimeZone, readAgentFile, writeAgentFile, type AgentFile } from './agent-config.js';
import { ConfigError } from '@site-query-gateway/protocol/env.js';

const file: AgentFile = {
  gatewayUrl: 'http://gw', siteId: 's', subscriptionKey: 'sk_x', practiceManagementName: 'Zedmed', practiceManagementSiteId: 'Z1',
  practiceName: 'P', practiceManagementVersion: '', name: 'P', databaseEngine: 'sqlite', catalogues: [{ name: 'main', isDefault: true, connection: 'db' }],
};

describe('agent job settings', () => {
  it('defaults: 4 immediate, 1 async, 5 min upload retries, journal beside the config', () => {
    const s = loadAgentRuntimeSettings({});
    expect(s).toMatchObject({ maxImmediateJobs: 4, maxAsyncJobs: 1, uploadRetryMs: 300_000, journalPath: undefined });
    expect(journalPathFor({ ...file, readFrom: '/etc/site-agent/agent.json' }, s)).toBe('/etc/site-agent/agent.json.journal.json');
    expect(journalPathFor(file, { ...s, journalPath: '/var/lib/agent/j.json' })).toBe('/var/lib/agent/j.json');
  });

  it('refuses a file whose catalogue names the hello could not carry (the gateway would refuse every hello)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-config-'));
    try {
      const target = path.join(dir, 'agent.json');
      fs.writeFileSync(target, JSON.stringify({ ...file, catalogues: [{ name: 'x'.repeat(129), isDefault: true, connection: 'db' }] }));
      expect(() => readAgentFile(target)).toThrow(/catalogue needs a name of 1 to 128 characters/);
      const many = Array.from({ length: 51 }, (_, i) => ({ name: `db${i}`, isDefault: i === 0, connection: 'db' }));
      fs.writeFileSync(target, JSON.stringify({ ...file, catalogues: many }));
      expect(() => readAgentFile(target)).toThrow(/at most 50 catalogues/);
      fs.writeFileSync(target, JSON.stringify(file));
      expect(readAgentFile(target).catalogues).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects out-of-range limits, all at once', () => {
    expect(() => loadAgentRuntimeSettings({ AGENT_MAX_IMMEDIATE_JOBS: '0', AGENT_MAX_ASYNC_JOBS: 'x' })).toThrow(ConfigError);
  });

  it("reports AGENT_TIME_ZONE, else the machine's zone unless that is UTC; an unknown name is refused", () => {
    const saved = process.env.TZ;
    try {
      // Node resets its default zone when TZ is assigned.
      process.env.TZ = 'Australia/Perth';
      expect(machineTimeZone()).toBe('Australia/Perth');
      expect(loadAgentRuntimeSettings({}).timeZone).toBe('Australia/Perth');
      expect(loadAgentRuntimeSettings({ AGENT_TIME_ZONE: 'Australia/Adelaide' }).timeZone).toBe('Australia/Adelaide');
      process.env.TZ = 'UTC';
      expect(machineTimeZone()).toBeUndefined();
      expect(loadAgentRuntimeSettings({}).timeZone).toBeUndefined();
      expect(loadAgentRuntimeSettings({ AGENT_TIME_ZONE: 'Australia/Brisbane' }).timeZone).toBe('Australia/Brisbane');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
    expect(() => loadAgentRuntimeSettings({ AGENT_TIME_ZONE: 'Australia/Atlantis' })).toThrow(/AGENT_TIME_ZONE must be an IANA time zone name/);
  });

  it('the help lists every variable the settings loader reads', () => {
    const read = new Set<string>();
    const env = new Proxy({} as Record<string, string | undefined>, {
      get: (_target, name) => {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
    });
    loadAgentRuntimeSettings(env);
    expect(read.size).toBeGreaterThan(5);
    const listed = new Set(AGENT_ENVIRONMENT.map((v) => v.name));
    for (const name of read) expect(listed, name).toContain(name);
  });

  it('remembers where the file was read from, without writing that into the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-config-'));
    try {
      const target = path.join(dir, 'agent.json');
      writeAgentFile(target, { ...file, readFrom: '/elsewhere' });
      expect(fs.readFileSync(target, 'utf8')).not.toContain('readFrom');
      expect(readAgentFile(target).readFrom).toBe(target);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
