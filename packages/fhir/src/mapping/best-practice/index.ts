/**
 * @module fhir/mapping/best-practice
 * The Best Practice (Bp Premier) mapping: the resources served for `practiceManagementName`
 * "Best Practice", over its base tables (the BPS_* views lack the record keys and change times that
 * FHIR ids, `_lastUpdated` and paging need).
 */
import type { KindMapping } from '../model.js';
import { allergyIntoleranceMapping } from './allergy-intolerance.js';
import { appointmentMapping } from './appointment.js';
import { conditionMapping } from './condition.js';
import { encounterMapping } from './encounter.js';
import { immunizationMapping } from './immunization.js';
import { locationMapping } from './location.js';
import { medicationStatementMapping } from './medication-statement.js';
import { observationMapping } from './observation.js';
import { organizationMapping } from './organization.js';
import { patientMapping } from './patient.js';
import { practitionerMapping } from './practitioner.js';
import { practitionerRoleMapping } from './practitioner-role.js';

export const bestPracticeMapping: KindMapping = {
  practiceManagementName: 'Best Practice',
  softwareName: 'Site Query Gateway FHIR facade (Best Practice mapping)',
  resources: [
    patientMapping, practitionerMapping, practitionerRoleMapping, organizationMapping, locationMapping, appointmentMapping,
    encounterMapping, conditionMapping, allergyIntoleranceMapping, medicationStatementMapping, immunizationMapping, observationMapping,
  ],
};
