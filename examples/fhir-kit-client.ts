// fhir-kit-client against a site's FHIR R4 base URL, with the integrator key as a header (docs/fhir.md).
// Run it with FHIR and KEY set from data/demo.json.
import { Client, type PaginationParams } from 'fhir-kit-client';
import type { BundleEntry, Patient } from 'fhir/r4.js';

type SearchPage = PaginationParams['bundle']; // a Bundle with its links

const { FHIR, KEY } = process.env;
if (!FHIR || !KEY) throw new Error('Set FHIR and KEY from data/demo.json.');
const client = new Client({ baseUrl: FHIR, customHeaders: { 'X-Api-Key': KEY } });

const patient = (await client.read({ resourceType: 'Patient', id: '1' })) as Patient;
console.log(`Patient/1: ${patient.name?.[0]?.given?.[0]} ${patient.name?.[0]?.family}, born ${patient.birthDate}`);

// Follow the Bundle's next links to the end: every match comes once, none is skipped.
let page = (await client.search({ resourceType: 'Condition', searchParams: { 'code:text': 'asthma', _count: '50' } })) as SearchPage | undefined;
let conditions = 0;
while (page) {
  conditions += (page.entry as BundleEntry[] | undefined)?.length ?? 0;
  page = (await client.nextPage({ bundle: page })) as SearchPage | undefined;
}
console.log(`asthma conditions: ${conditions}`);

// Errors reject with the response and its OperationOutcome.
await client.read({ resourceType: 'Patient', id: '999999' }).catch((err: { response: { status: number } }) => {
  console.log(`Patient/999999: ${err.response.status}`);
});
