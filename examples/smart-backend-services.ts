// SMART Backend Services and FHIR Bulk Data with Medplum's MedplumClient (docs/fhir.md): registers a client
// with a public key, logs in with an assertion signed by the private key, and exports the active patients.
// Run it with BASE, SITE and KEY set from data/demo.json.
import { randomUUID } from 'node:crypto';
import { MedplumClient } from '@medplum/core';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

const { BASE, SITE, KEY } = process.env;
if (!BASE || !SITE || !KEY) throw new Error('Set BASE, SITE and KEY from data/demo.json.');

// 1. A key pair; the public half is registered with the integrator key (the private half never leaves here).
const { publicKey, privateKey } = await generateKeyPair('ES384');
const kid = randomUUID();
const registered = await fetch(`${BASE}/integrator/smart/clients`, {
  method: 'POST',
  headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json' },
  body: JSON.stringify({ name: 'population analytics', jwks: { keys: [{ ...(await exportJWK(publicKey)), alg: 'ES384', kid }] }, scopes: ['system/*.rs'] }),
});
const client = (await registered.json()) as { id: string };
console.log(`registered client: ${registered.status}`);

// 2. A client assertion: iss and sub the client id, aud the token URL, at most five minutes to live, a fresh jti.
const tokenUrl = `${BASE}/integrator/smart/token`;
const assertion = await new SignJWT({})
  .setProtectedHeader({ alg: 'ES384', kid, typ: 'JWT' })
  .setIssuer(client.id)
  .setSubject(client.id)
  .setAudience(tokenUrl)
  .setJti(randomUUID())
  .setExpirationTime('4m')
  .sign(privateKey);

const medplum = new MedplumClient({ baseUrl: `${BASE}/`, fhirUrlPath: `integrator/sites/${SITE}/fhir/R4`, tokenUrl });
await medplum.startJwtAssertionLogin(assertion);

// 3. Kick off, poll to the manifest, read every file (NDJSON: one resource a line).
const manifest = (await medplum.bulkExport('Group/active-patients', 'Patient,Condition', undefined, { pollStatusOnAccepted: true })) as {
  output: { type: string; url: string; count: number }[];
};
for (const file of manifest.output) {
  const lines = (await (await medplum.download(file.url)).text()).split('\n').filter((line) => line !== '');
  console.log(`${file.type}: ${lines.length} resources (manifest count ${file.count})`);
}
