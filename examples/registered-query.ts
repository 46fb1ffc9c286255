// A registered query watched by polling (docs/registered-queries-and-webhooks.md): register it, read it until
// its lastHash moves, then fetch the result. Run it with BASE, KEY and SITE set from data/demo.json.
import { createHash } from 'node:crypto';

const { BASE, KEY, SITE } = process.env;
if (!BASE || !KEY || !SITE) throw new Error('Set BASE, KEY and SITE from data/demo.json.');
const registered = `${BASE}/integrator/sites/${SITE}/queries/registered`;

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = { 'X-Api-Key': KEY!, ...(init.body ? { 'Content-Type': 'application/json' } : {}) };
  const response = await fetch(url, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

interface RegisteredQuery { id: string; status: string; lastHash?: string; lastErrorDetails?: { errorMessage: string } }

// Runs every minute for an hour; the first run is at once.
const created = await call<RegisteredQuery>(registered, {
  method: 'POST',
  body: JSON.stringify({
    name: 'appointments booked for 2026-11-20',
    registeredQueryType: 'query',
    frequency: 60,
    duration: 3600,
    registerCommand: {
      command: {
        text: 'SELECT Patient, Provider FROM BPS_Appointments WHERE AppointmentDate = @day AND Status = @status',
        parameters: [{ name: '@day', type: 'Date', value: '2026-11-20' }, { name: '@status', type: 'VarChar', value: 'Booked' }],
      },
    },
  }),
});

// The cheap loop: read the registration, and fetch the result only when lastHash has moved.
let seen: string | undefined;
while (seen === undefined) {
  const rq = await call<RegisteredQuery>(`${registered}/${created.id}`);
  if (rq.lastErrorDetails) throw new Error(`the last run failed: ${rq.lastErrorDetails.errorMessage}`);
  if (rq.lastHash && rq.lastHash !== seen) seen = rq.lastHash;
  else await new Promise((resolve) => setTimeout(resolve, 500));
}
const result = await call<{ data: string; rows: number }>(`${registered}/${created.id}/results`);
const text = Buffer.from(result.data, 'base64');
// lastHash is the SHA-256 of exactly the decoded data, so a client can check what it read.
console.log(`${result.rows} booked appointments; hash matches: ${createHash('sha256').update(text).digest('hex') === seen}`);

await call(`${registered}/${created.id}`, { method: 'DELETE' });
console.log(`cancelled: ${(await call<RegisteredQuery>(`${registered}/${created.id}`)).status}`);
