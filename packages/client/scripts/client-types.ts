#!/usr/bin/env node
/**
 * `npm run client:types`: regenerates the client package's src/openapi-types.ts from the built gateway's OpenAPI document;
 * `--check` only says whether the committed file is in step (exit 1 when it is not), writing nothing.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { generateClientTypes, servedOpenApiDocument } from './generate-types.js';

const target = fileURLToPath(new URL('../src/openapi-types.ts', import.meta.url));

const program = new Command('client-types')
  .description("Regenerate the integrator client's types (packages/client/src/openapi-types.ts) from the gateway's OpenAPI document. Run through `npm run client:types`, which builds first.")
  .option('--check', 'write nothing; exit 1 when the committed file differs from what the document generates')
  .action(async (opts: { check?: boolean }) => {
    const generated = await generateClientTypes(await servedOpenApiDocument());
    if (opts.check) {
      const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
      if (committed === generated) {
        process.stdout.write(`${target} is in step with the OpenAPI document\n`);
        return;
      }
      process.stderr.write(`${target} differs from the OpenAPI document: run npm run client:types\n`);
      process.exitCode = 1;
      return;
    }
    fs.writeFileSync(target, generated);
    process.stdout.write(`wrote ${target}\n`);
  });

await program.parseAsync(process.argv);
