/**
 * `npm run demo`: gateway + demo clinic agent + seeded integrator on the embedded SQLite store.
 * PORT and GATEWAY_DATA_DIR choose the port and the data directory. Ctrl-C stops everything.
 */
import { Command } from 'commander';
import { runDemo } from '../run-demo.js';

await new Command('demo')
  .description('Run the gateway with a demo clinic agent and a demo integrator; writes data/demo.json and prints a curl line. PORT and GATEWAY_DATA_DIR are honoured.')
  .action(async () => {
    try {
      await runDemo(process.env);
    } catch (err) {
      process.stderr.write(`demo: ${(err as Error).message}\n`);
      process.exit(1);
    }
  })
  .parseAsync(process.argv);
