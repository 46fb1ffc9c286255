/**
 * @module fhir
 * The FHIR R4 facade: a read or search for a site becomes parameterised SQL for the site's engine, run
 * through the gateway as an immediate query, and the rows become FHIR resources. Stores nothing and
 * opens no connection. The gateway's route calls `handleFhirRequest`.
 */
export { handleFhirRequest, type HandlerOptions } from './http/handler.js';
export type { FhirHttpRequest, FhirHttpResponse, FhirSite, RunSql } from './types.js';
export { mappingForKind } from './mapping/registry.js';
