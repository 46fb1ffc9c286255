/**
 * @module fhir/mapping/best-practice/systems
 * The URIs the Best Practice mapping writes: AU Base identifier namespaces (looked up in AU Base and the
 * Australian Digital Health Agency's naming systems), HL7 code systems, and the local code systems for
 * Bp's own codes (condition, drug, reaction item ids), which have no published namespace. Constants only.
 */

export const ID = {
  medicare: 'http://ns.electronichealth.net.au/id/medicare-number',
  ihi: 'http://ns.electronichealth.net.au/id/hi/ihi/1.0',
  dva: 'http://ns.electronichealth.net.au/id/dva',
  hpii: 'http://ns.electronichealth.net.au/id/hi/hpii/1.0',
  hpio: 'http://ns.electronichealth.net.au/id/hi/hpio/1.0',
  medicareProvider: 'http://ns.electronichealth.net.au/id/medicare-provider-number',
  prescriber: 'http://ns.electronichealth.net.au/id/medicare-prescriber-number',
  /** Followed by the practice's HPI-O: record numbers are unique only within the organisation. */
  recordNumberScope: 'http://ns.electronichealth.net.au/id/hpio-scoped/medicalrecord/1.0/',
} as const;

export const CS = {
  v2_0203: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  v2_0203_au: 'http://terminology.hl7.org.au/CodeSystem/v2-0203',
  maritalStatus: 'http://terminology.hl7.org/CodeSystem/v3-MaritalStatus',
  nullFlavor: 'http://terminology.hl7.org/CodeSystem/v3-NullFlavor',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionVerification: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  allergyClinical: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
  allergyVerification: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  loinc: 'http://loinc.org',
  ucum: 'http://unitsofmeasure.org',
  snomed: 'http://snomed.info/sct',
  indigenousStatus: 'https://healthterminologies.gov.au/fhir/CodeSystem/australian-indigenous-status-1',
  airVaccine: 'https://www.humanservices.gov.au/organisations/health-professionals/enablers/air-vaccine-code-formats',
  /** Bp's own codes. No public namespace exists; these URNs name them without pretending to be terminology. */
  bpCondition: 'urn:site-query-gateway:best-practice:condition-id',
  bpProduct: 'urn:site-query-gateway:best-practice:product-id',
  bpReactionItem: 'urn:site-query-gateway:best-practice:reaction-item',
  bpObservation: 'urn:site-query-gateway:best-practice:observation-code',
  bpAppointmentType: 'urn:site-query-gateway:best-practice:appointment-type',
  bpVisitType: 'urn:site-query-gateway:best-practice:visit-type',
} as const;

export const EXTENSION = {
  indigenousStatus: 'http://hl7.org.au/fhir/StructureDefinition/indigenous-status',
} as const;

export const PROFILE = {
  patient: 'http://hl7.org.au/fhir/StructureDefinition/au-patient',
  practitioner: 'http://hl7.org.au/fhir/StructureDefinition/au-practitioner',
  practitionerRole: 'http://hl7.org.au/fhir/StructureDefinition/au-practitionerrole',
  organization: 'http://hl7.org.au/fhir/StructureDefinition/au-organization',
  location: 'http://hl7.org.au/fhir/StructureDefinition/au-location',
  encounter: 'http://hl7.org.au/fhir/StructureDefinition/au-encounter',
  condition: 'http://hl7.org.au/fhir/StructureDefinition/au-condition',
  allergyIntolerance: 'http://hl7.org.au/fhir/StructureDefinition/au-allergyintolerance',
  medicationStatement: 'http://hl7.org.au/fhir/StructureDefinition/au-medicationstatement',
  immunization: 'http://hl7.org.au/fhir/StructureDefinition/au-immunization',
} as const;

/** The canonical URL of an R4 core SearchParameter. */
export const sp = (id: string): string => `http://hl7.org/fhir/SearchParameter/${id}`;
