// An integrator program with the typed client (@site-query-gateway/client), against the demo.
// Run it with BASE, KEY and SITE set from data/demo.json (docs/integrators.md, "Typed client").
import { createGatewayClient, GatewayApiError } from '@site-query-gateway/client';

const { BASE, KEY, SITE } = process.env;
if (!BASE || !KEY || !SITE) throw new Error('Set BASE, KEY and SITE from data/demo.json.');
const gateway = createGatewayClient({ baseUrl: BASE, apiKey: KEY });

const site = await gateway.site(SITE); // a typed Site
console.log(`${site.name} is ${site.availability}`);

// Immediate: parameters are bound, never spliced into the SQL; the rows come back decoded.
const { rows: today } = await gateway.immediate(SITE, {
  command: {
    text: 'SELECT Patient, Provider FROM BPS_Appointments WHERE AppointmentDate = @day ORDER BY AppointmentTime',
    parameters: [{ name: '@day', type: 'Date', value: '2026-11-20' }],
  },
});
console.log(`${today.length} appointments on 2026-11-20, the first: ${today[0]?.Patient} with ${today[0]?.Provider}`);

// Async: submit, wait until it is final, then read every row of every page, one page at a time.
const submitted = await gateway.submitAsync(SITE, { command: { text: 'SELECT InternalID, Surname, DOB FROM BPS_Patients' } });
const done = await gateway.waitFor(SITE, submitted.id, { intervalMs: 200 });
let patients = 0;
for await (const row of gateway.rows(SITE, done.id)) if (row.Surname) patients++;
console.log(`read ${patients} patients in ${done.result?.pages?.length} page(s)`);

// A mistake comes back as a GatewayApiError with the documented code (docs/errors.md).
try {
  await gateway.immediate(SITE, { command: { text: 'SELECT * FROM no_such_table' } });
} catch (err) {
  if (!(err instanceof GatewayApiError)) throw err;
  console.log(`refused: ${err.status} ${err.code}`);
}

// The status of up to 100 queries in one request.
const statuses = await gateway.batchStatus(SITE, [submitted.id, '00000000-0000-4000-8000-000000000000']);
console.log(statuses.map((s) => `${s.status} ${s.query?.status ?? ''}`.trim()).join(', '));
