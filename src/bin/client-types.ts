#!/usr/bin/env node
/**
 * `npm run client:types`: regenerates src/client/openapi-types.ts from the built gateway's OpenAPI document.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateClientTypes, servedOpenApiDocument } from '../client/generate-types.js';

// dist/src/bin → the source tree's src/client.
const target = fileURLToPath(new URL('../../../src/client/openapi-types.ts', import.meta.url));
fs.writeFileSync(target, await generateClientTypes(await servedOpenApiDocument()));
process.stdout.write(`wrote ${target}\n`);
