// fhirclient (the SMART on FHIR JavaScript client) against a site's FHIR R4 base URL (docs/fhir.md): its
// requests take their headers from getRequestDefaults. Run it with FHIR and KEY set from data/demo.json.
import type { Appointment } from 'fhir/r4.js';
import smart from 'fhirclient/lib/entry/node.js';

const { FHIR, KEY } = process.env;
if (!FHIR || !KEY) throw new Error('Set FHIR and KEY from data/demo.json.');

class GatewayFhirClient extends smart.FhirClient {
  override async getRequestDefaults(): Promise<Partial<RequestInit>> {
    return { headers: { 'X-Api-Key': KEY! } };
  }
}
const client = new GatewayFhirClient(FHIR);

// resources() follows the next links and yields every resource of every page.
let booked = 0;
for await (const resource of client.resources('Appointment?date=2026-11-20&status=booked&_count=20')) {
  if ((resource as Appointment).status === 'booked') booked++;
}
console.log(`booked appointments on 2026-11-20: ${booked}`);
