/**
 * The dispatch sweep hands out queued work that no offer reached (created on another instance whose wake-up
 * was lost, or stranded by a dropped socket). It reads only the queues of the sites whose agents are ready
 * here: an offline clinic's backlog, however long, is not read, so it cannot crowd out a connected site's
 * work. (The sweep used to read the oldest queued queries of any site, 500 at a time: an offline clinic with
 * 500 older ones kept a connected site's work waiting for ever.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQueries, insertQuery } from '@site-query-gateway/gateway/store/queries.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import { startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';
import { queryFixture } from '../helpers/rows.js';

describe('the dispatch sweep', () => {
  let t: TestGateway;
  let online: TestSite;
  let offline: TestSite;
  let agent: FakeAgent;

  beforeAll(async () => {
    // No background sweep during the test: it calls the sweep itself.
    t = await startTestGateway({ port: 0, sweepIntervalMs: 3_600_000 });
    const baseUrl = await t.gateway.listen();
    online = await t.registerSite({ practiceManagementName: 'Zedmed' });
    offline = await t.registerSite({ practiceManagementName: 'Zedmed' });
    agent = await FakeAgent.connectReady(baseUrl, online, t.gateway.ctx.agents);
  });
  afterAll(async () => {
    agent.close();
    await t.close();
  });

  it('hands a ready site its queued work past any offline site\'s older backlog', async () => {
    const db = t.gateway.ctx.store.db;
    const at = (second: number) => new Date(Date.UTC(2026, 10, 21, 0, 0, second)).toISOString();
    // 600 older queued queries of the offline clinic: more than one sweep reads.
    await insertQueries(db, Array.from({ length: 600 }, (_, i) => queryFixture(offline.siteId, { createdAt: at(i % 60) })));
    // Work for the connected site that no offer reached (stored as another instance would store it).
    const stranded = queryFixture(online.siteId, { createdAt: at(59), startDeadline: '2099-01-01T00:00:00.000Z' });
    await insertQuery(db, stranded);
    expect(agent.received.some((m) => m.type === 'job:dispatch' && m.job.queryId === stranded.id)).toBe(false);

    await t.gateway.ctx.queries.dispatcher.sweepQueued();
    const dispatched = await agent.waitFor((m) => m.type === 'job:dispatch' && m.job.queryId === stranded.id);
    expect(dispatched).toBeDefined();
  });
});
