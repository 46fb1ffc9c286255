/**
 * @module bench/lib/pg-handover-floor
 * The least a cross-instance immediate query can cost on a PostgreSQL store built as the gateway's is (work
 * is a row; LISTEN/NOTIFY carries ids, never payloads): the receiving side inserts the row and its wake-up
 * in one statement; the holding side, woken, reads the row, then writes the answer with the wake-up back;
 * the receiving side, woken, reads the answer. Four statements and two wake-ups, on raw `pg` connections
 * in one process, a narrow table, commits not waiting for the disk — no gateway, no agent, no HTTP. B2
 * reports it beside the gateway's added latency, so what the design itself costs on the machine is seen
 * apart from what the gateway adds to it.
 */
import pg from 'pg';

export interface HandoverFloor {
  p50Ms: number;
  p99Ms: number;
  handovers: number;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set synchronous_commit = off');
  return client;
}

/** Runs `count` hand-overs one after another (concurrency 1, as B2's latency figures) in `schema`. */
export async function measureHandoverFloor(url: string, schema: string, count: number): Promise<HandoverFloor> {
  const receiving = await connect(url);
  const receivingListener = await connect(url);
  const holding = await connect(url);
  const holdingListener = await connect(url);
  const table = `${schema}.handover_floor`;
  try {
    await receiving.query(`create table ${table} (id text primary key, status text not null, command text not null, answer text)`);
    await holdingListener.query('listen handover_work');
    await receivingListener.query('listen handover_done');
    holdingListener.on('notification', (n) => {
      void (async () => {
        const { rows } = await holding.query<{ command: string }>(`select id, status, command from ${table} where id = $1`, [n.payload]);
        const answer = JSON.stringify([{ echoed: rows[0]?.command }]);
        await holding.query(`with w as (update ${table} set status = 'successful', answer = $2 where id = $1 and status = 'queued' returning id) select pg_notify('handover_done', id) from w`, [n.payload, answer]);
      })();
    });
    const waiting = new Map<string, (answer: string) => void>();
    receivingListener.on('notification', (n) => {
      void (async () => {
        const { rows } = await receiving.query<{ answer: string }>(`select answer from ${table} where id = $1`, [n.payload]);
        waiting.get(n.payload ?? '')?.(rows[0]?.answer ?? '');
      })();
    });
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const id = `h${i}`;
      const started = process.hrtime.bigint();
      const answered = new Promise<string>((resolve) => waiting.set(id, resolve));
      await receiving.query(`with w as (insert into ${table} (id, status, command) values ($1, 'queued', $2) returning id) select pg_notify('handover_work', id) from w`, [id, 'select * from appointments where id = @id']);
      if (!(await answered).includes('echoed')) throw new Error(`hand-over ${id} came back without its answer`);
      waiting.delete(id);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    const at = (p: number): number => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? Number.NaN;
    return { p50Ms: at(0.5), p99Ms: at(0.99), handovers: count };
  } finally {
    for (const client of [receiving, receivingListener, holding, holdingListener]) await client.end().catch(() => undefined);
  }
}
