/**
 * A complete integrator program with the typed client (README, "Typed client"): read the site, run an
 * immediate query, submit an async one and wait for it with progress, read every row of its pages, and ask
 * for the status of both. test/e2e/client.e2e.test.ts runs it against a real gateway and agent.
 */
import { createGatewayClient, GatewayApiError } from '@site-query-gateway/client/index.js';

export async function integratorProgram(options: { baseUrl: string; apiKey: string; siteId: string; say?: (line: string) => void }) {
  const say = options.say ?? console.log;
  const gateway = createGatewayClient({ baseUrl: options.baseUrl, apiKey: options.apiKey });

  const site = await gateway.site(options.siteId);
  say(`${site.name} is ${site.availability}`);

  // Immediate: the rows come back decoded.
  const { rows: firstItems } = await gateway.immediate(options.siteId, {
    command: { text: 'SELECT id, name FROM items WHERE id <= @n ORDER BY id', parameters: [{ name: '@n', type: 'Int', value: '3' }] },
  });
  say(`first items: ${firstItems.map((r) => r.name).join(', ')}`);

  // Async: submit, wait with progress, then read every row of every page.
  const submitted = await gateway.submitAsync(options.siteId, { command: { text: 'SELECT id, amount FROM items ORDER BY id' } });
  const done = await gateway.waitFor(options.siteId, submitted.id, { intervalMs: 100, onProgress: (q) => say(`query ${q.id}: ${q.status}`) });
  let count = 0;
  let total = 0;
  for await (const row of gateway.rows(options.siteId, done.id)) {
    count++;
    total += Number(row.amount);
  }
  say(`read ${count} rows over ${done.result?.pages?.length ?? 0} page(s); amounts add up to ${total}`);

  // A mistake comes back as a GatewayApiError with the documented code.
  let refused = '';
  try {
    await gateway.immediate(options.siteId, { command: { text: 'SELECT * FROM no_such_table' } });
  } catch (err) {
    if (!(err instanceof GatewayApiError)) throw err;
    refused = err.code;
    say(`refused: ${err.message}`);
  }

  const statuses = await gateway.batchStatus(options.siteId, [submitted.id, '00000000-0000-4000-8000-000000000000']);
  say(`batch: ${statuses.map((s) => `${s.queryId.slice(0, 8)} ${s.status}`).join(', ')}`);
  return { firstItems, count, total, pages: done.result?.pages?.length ?? 0, refused, statuses };
}
