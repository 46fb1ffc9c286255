// A webhook endpoint that verifies each delivery (docs/registered-queries-and-webhooks.md): it subscribes
// itself, asks the gateway for a test event and prints what arrives. Plain http to 127.0.0.1 needs a gateway
// with GATEWAY_WEBHOOK_ALLOW_HTTP_LOOPBACK=true (the demo has it); production endpoints are https.
// Run it with BASE and KEY set from data/demo.json.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

const { BASE, KEY } = process.env;
if (!BASE || !KEY) throw new Error('Set BASE and KEY from data/demo.json.');

const signing: { webhook?: Webhook } = {}; // set once the endpoint exists and its secret is known
const seen = new Set<string>(); // use your database in production
let received: (type: string) => void;
const arrived = new Promise<string>((resolve) => (received = resolve));

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const id = String(req.headers['webhook-id']);
    let event: { type: string; data: Record<string, unknown> };
    try {
      // The signature covers the exact bytes received; verify() also refuses a timestamp over 5 minutes old.
      event = signing.webhook!.verify(Buffer.concat(chunks).toString('utf8'), {
        'webhook-id': id,
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      }) as typeof event;
    } catch {
      res.writeHead(400).end();
      return;
    }
    res.writeHead(204).end(); // answer at once; do slow work afterwards
    if (seen.has(id)) return; // a retry of a delivery already handled
    seen.add(id);
    received(event.type);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/gateway`;

const webhooks = `${BASE}/integrator/webhooks`;
const headers = { 'X-Api-Key': KEY, 'Content-Type': 'application/json' };
const created = await fetch(webhooks, { method: 'POST', headers, body: JSON.stringify({ url, eventTypes: ['query.completed', 'registeredQuery.resultChanged'] }) });
if (created.status !== 201) throw new Error(`creating the endpoint: ${created.status} ${await created.text()}`);
const { endpoint, secret } = (await created.json()) as { endpoint: { id: string }; secret: string };
signing.webhook = new Webhook(secret); // the whsec_… secret, shown only in this answer

await fetch(`${webhooks}/${endpoint.id}/test`, { method: 'POST', headers: { 'X-Api-Key': KEY } });
console.log(`verified delivery: ${await arrived}`);

await fetch(`${webhooks}/${endpoint.id}`, { method: 'DELETE', headers: { 'X-Api-Key': KEY } });
server.close();
