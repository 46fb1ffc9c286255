/**
 * @module api/schemas/integrators
 * The Integrator resource of the operator API (`/admin/integrators`).
 */
import { Type } from 'typebox';
import { Guid, Timestamp } from './common.js';

export const Integrator = Type.Object({
  id: Guid,
  name: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  keyPrefix: Type.String({ description: 'First characters of the key, to tell keys apart.' }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
