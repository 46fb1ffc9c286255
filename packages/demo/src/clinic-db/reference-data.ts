/**
 * @module demo/clinic-db/reference-data
 * Fixed content of the demo clinic database: the rows of the lookup tables and the small clinical
 * catalogues (conditions, medicines, vaccines, reactions) the generator draws from. Plain data, no logic
 * beyond shapes. Codes follow Bp Premier where public (observation codes, appointment statuses, visit
 * types); drug product ids and vaccine codes are illustrative stand-ins for the BPSDrugs database.
 */

export const TITLES = [
  [1, 'Mr'], [2, 'Mrs'], [3, 'Ms'], [4, 'Miss'], [5, 'Master'], [6, 'Dr'], [7, 'Mx'], [8, 'Prof'],
] as const;
export const TITLE = { Mr: 1, Mrs: 2, Ms: 3, Miss: 4, Master: 5, Dr: 6, Mx: 7 } as const;

export const SEXES = [[1, 'Male'], [2, 'Female'], [3, 'Intersex or indeterminate'], [4, 'Not stated']] as const;
export const SEX = { male: 1, female: 2, intersex: 3, notStated: 4 } as const;

export const GENDERS = [
  [1, 'Man or male'], [2, 'Woman or female'], [3, 'Non-binary'], [4, 'Different term'], [5, 'Prefer not to answer'], [6, 'Not stated'],
] as const;

/** Indigenous status, as Australian health records code it. */
export const ETHNICITIES = [
  [1, 'Aboriginal but not Torres Strait Islander origin'],
  [2, 'Torres Strait Islander but not Aboriginal origin'],
  [3, 'Both Aboriginal and Torres Strait Islander origin'],
  [4, 'Neither Aboriginal nor Torres Strait Islander origin'],
  [9, 'Not stated'],
] as const;

export const PATIENT_STATUSES = [[1, 'Active'], [2, 'Inactive'], [3, 'Deceased']] as const;
export const PATIENT_STATUS = { active: 1, inactive: 2, deceased: 3 } as const;

export const MARITAL_STATUSES = [
  [1, 'Never married'], [2, 'Married'], [3, 'De facto'], [4, 'Separated'], [5, 'Divorced'], [6, 'Widowed'], [9, 'Not stated'],
] as const;

export const YES_NO = [[0, 'No'], [1, 'Yes']] as const;

/** Bp Premier's appointment statuses (the `Status` column of BPS_Appointments). */
export const APPOINTMENT_CODES = [[1, 'Booked'], [2, 'Waiting'], [3, 'With doctor'], [4, 'At billing'], [5, 'Completed']] as const;
export const APPOINTMENT_CODE = { booked: 1, waiting: 2, withDoctor: 3, atBilling: 4, completed: 5 } as const;

/** Bp Premier's visit types (the `VisitType` column of BPS_Visits). */
export const VISIT_TYPES = [
  [1, 'Surgery'], [2, 'Home'], [3, 'Non Visit'], [4, 'Hospital'], [5, 'RACF'], [6, 'Telephone'], [7, 'SMS'], [8, 'Email'],
  [9, 'Locum Service'], [10, 'Telehealth'],
] as const;
export const VISIT_TYPE = { surgery: 1, home: 2, telephone: 6, telehealth: 10 } as const;

export interface AppointmentTypeEntry {
  readonly code: number;
  readonly description: string;
  /** Default length in seconds (Bp keeps lengths in seconds). */
  readonly length: number;
  /** Relative frequency in the appointment book. */
  readonly weight: number;
  readonly visitType: number;
  /** MBS item billed when completed (the ITEMLIST column). */
  readonly item: string;
}

export const APPOINTMENT_TYPES: readonly AppointmentTypeEntry[] = [
  { code: 1, description: 'Standard appointment', length: 900, weight: 60, visitType: VISIT_TYPE.surgery, item: '23' },
  { code: 2, description: 'Long appointment', length: 1800, weight: 12, visitType: VISIT_TYPE.surgery, item: '36' },
  { code: 3, description: 'Short appointment', length: 600, weight: 6, visitType: VISIT_TYPE.surgery, item: '3' },
  { code: 4, description: 'New patient', length: 1800, weight: 5, visitType: VISIT_TYPE.surgery, item: '36' },
  { code: 5, description: 'Telehealth (video)', length: 900, weight: 6, visitType: VISIT_TYPE.telehealth, item: '91800' },
  { code: 6, description: 'Telephone consultation', length: 600, weight: 4, visitType: VISIT_TYPE.telephone, item: '91891' },
  { code: 7, description: 'Procedure', length: 1800, weight: 3, visitType: VISIT_TYPE.surgery, item: '30071' },
  { code: 8, description: 'Immunisation', length: 600, weight: 2, visitType: VISIT_TYPE.surgery, item: '23' },
  { code: 9, description: 'Care plan', length: 2700, weight: 2, visitType: VISIT_TYPE.surgery, item: '721' },
  { code: 10, description: 'Home visit', length: 1800, weight: 0.5, visitType: VISIT_TYPE.home, item: '5003' },
];

/** Bp Premier's observation codes (BPS_Observations.ObservationCode) for the vitals the generator records. */
export const OBSERVATION_CODES = [
  [1, 'Temperature', '°C'], [2, 'Pulse', '/min'], [3, 'Systolic BP', 'mmHg'], [4, 'Diastolic BP', 'mmHg'],
  [6, 'BSL', 'mmol/L'], [7, 'Height', 'cm'], [8, 'Weight', 'kg'], [9, 'BMI', 'kg/m2'], [10, 'Head circumference', 'cm'],
  [17, 'Waist', 'cm'], [18, 'Hip', 'cm'], [21, 'Waist/Hip ratio', ''], [26, 'Diabetes risk score', ''],
] as const;
export const OBSERVATION = { temperature: 1, pulse: 2, systolic: 3, diastolic: 4, bsl: 6, height: 7, weight: 8, bmi: 9, headCircumference: 10 } as const;

export interface VaccineEntry {
  readonly id: number;
  readonly name: string;
  /** Illustrative Australian Immunisation Register style code. */
  readonly code: string;
}

export const VACCINES: readonly VaccineEntry[] = [
  { id: 1, name: 'Infanrix hexa', code: 'INFHEX' },
  { id: 2, name: 'Prevenar 13', code: 'PREV13' },
  { id: 3, name: 'Rotarix', code: 'ROTRIX' },
  { id: 4, name: 'Nimenrix', code: 'NIMENR' },
  { id: 5, name: 'M-M-R II', code: 'MMRII' },
  { id: 6, name: 'Priorix-Tetra', code: 'PRTETR' },
  { id: 7, name: 'ActHIB', code: 'ACTHIB' },
  { id: 8, name: 'Infanrix IPV', code: 'INFIPV' },
  { id: 9, name: 'Gardasil 9', code: 'GARDS9' },
  { id: 10, name: 'Boostrix', code: 'BOOSTX' },
  { id: 11, name: 'Fluad Quad', code: 'FLUADQ' },
  { id: 12, name: 'Vaxigrip Tetra', code: 'VAXTET' },
  { id: 13, name: 'Comirnaty', code: 'COMIRN' },
  { id: 14, name: 'Shingrix', code: 'SHINGX' },
  { id: 15, name: 'Pneumovax 23', code: 'PNEU23' },
];
export const VACCINE = {
  infanrixHexa: 1, prevenar13: 2, rotarix: 3, nimenrix: 4, mmr: 5, priorixTetra: 6, actHib: 7, infanrixIpv: 8,
  gardasil9: 9, boostrix: 10, fluadQuad: 11, vaxigripTetra: 12, comirnaty: 13, shingrix: 14, pneumovax23: 15,
} as const;

/** The National Immunisation Program childhood schedule, as (vaccine, age in days). */
export const CHILDHOOD_SCHEDULE: readonly (readonly [number, number])[] = [
  [VACCINE.infanrixHexa, 61], [VACCINE.prevenar13, 61], [VACCINE.rotarix, 61],
  [VACCINE.infanrixHexa, 122], [VACCINE.prevenar13, 122], [VACCINE.rotarix, 122],
  [VACCINE.infanrixHexa, 183],
  [VACCINE.nimenrix, 365], [VACCINE.mmr, 365], [VACCINE.prevenar13, 365],
  [VACCINE.priorixTetra, 548], [VACCINE.actHib, 548],
  [VACCINE.infanrixIpv, 1461],
  [VACCINE.gardasil9, 4565], [VACCINE.boostrix, 4565],
];

export interface ConditionEntry {
  /** Bit in a patient's condition mask and the HISTORY.CONDITIONID. */
  readonly id: number;
  readonly name: string;
  readonly minAge: number;
  /** Lifetime prevalence at a given age and sex (1 male, 2 female). */
  readonly prevalence: (age: number, sex: number) => number;
  /** Chronic conditions stay 'Active'; past events are 'Inactive'. */
  readonly chronic: boolean;
  /** Onset only before this age (childhood illnesses). */
  readonly maxOnsetAge?: number;
}

const rising = (from: number, per: number) => (age: number) => Math.max(0, Math.min(0.6, (age - from) / per));

export const CONDITIONS: readonly ConditionEntry[] = [
  { id: 1, name: 'Hypertension', minAge: 30, prevalence: rising(30, 100), chronic: true },
  { id: 2, name: 'Type 2 diabetes', minAge: 35, prevalence: rising(35, 350), chronic: true },
  { id: 3, name: 'Hypercholesterolaemia', minAge: 30, prevalence: rising(30, 150), chronic: true },
  { id: 4, name: 'Asthma', minAge: 3, prevalence: () => 0.1, chronic: true },
  { id: 5, name: 'Depression', minAge: 15, prevalence: () => 0.1, chronic: true },
  { id: 6, name: 'Anxiety', minAge: 12, prevalence: () => 0.08, chronic: true },
  { id: 7, name: 'Gastro-oesophageal reflux disease', minAge: 20, prevalence: () => 0.08, chronic: true },
  { id: 8, name: 'Osteoarthritis', minAge: 45, prevalence: rising(40, 120), chronic: true },
  { id: 9, name: 'Hypothyroidism', minAge: 25, prevalence: (_age, sex) => (sex === 2 ? 0.06 : 0.02), chronic: true },
  { id: 10, name: 'Atrial fibrillation', minAge: 55, prevalence: rising(55, 300), chronic: true },
  { id: 11, name: 'Osteoporosis', minAge: 55, prevalence: (age, sex) => (sex === 2 ? rising(50, 250)(age) : rising(60, 600)(age)), chronic: true },
  { id: 12, name: 'Gout', minAge: 30, prevalence: (_age, sex) => (sex === 1 ? 0.04 : 0.01), chronic: true },
  { id: 13, name: 'Chronic kidney disease', minAge: 55, prevalence: rising(55, 500), chronic: true },
  { id: 14, name: 'Chronic obstructive pulmonary disease', minAge: 50, prevalence: rising(45, 700), chronic: true },
  { id: 15, name: 'Ischaemic heart disease', minAge: 45, prevalence: rising(45, 400), chronic: true },
  { id: 16, name: 'Migraine', minAge: 12, prevalence: (_age, sex) => (sex === 2 ? 0.08 : 0.03), chronic: true },
  { id: 17, name: 'Eczema', minAge: 0, prevalence: () => 0.05, chronic: true },
  { id: 18, name: 'Appendicectomy', minAge: 5, prevalence: () => 0.04, chronic: false },
  { id: 19, name: 'Fractured wrist', minAge: 3, prevalence: () => 0.04, chronic: false },
  { id: 20, name: 'Tonsillectomy', minAge: 3, prevalence: () => 0.04, chronic: false, maxOnsetAge: 30 },
  { id: 21, name: 'Otitis media', minAge: 0, prevalence: () => 0.15, chronic: false, maxOnsetAge: 10 },
  { id: 22, name: 'Pneumonia', minAge: 0, prevalence: () => 0.03, chronic: false },
  { id: 23, name: 'Cholecystectomy', minAge: 30, prevalence: (_age, sex) => (sex === 2 ? 0.05 : 0.02), chronic: false },
  { id: 24, name: 'Gestational diabetes', minAge: 22, prevalence: (_age, sex) => (sex === 2 ? 0.05 : 0), chronic: false, maxOnsetAge: 45 },
];
export const CONDITION = { hypertension: 1, diabetes: 2 } as const;

export interface MedicineEntry {
  readonly productId: number;
  readonly drugName: string;
  readonly dose: string;
  readonly frequency: string;
  readonly route: string;
  readonly quantity: number;
  readonly productUnit: string;
  readonly repeats: number;
  readonly prn: boolean;
}

const med = (
  productId: number, drugName: string, dose: string, frequency: string, route: string, quantity: number, productUnit: string,
  repeats = 5, prn = false,
): MedicineEntry => ({ productId, drugName, dose, frequency, route, quantity, productUnit, repeats, prn });

/** Medicines a GP would list for each chronic condition (keyed by condition id). */
export const MEDICINES_BY_CONDITION: ReadonlyMap<number, readonly MedicineEntry[]> = new Map([
  [1, [med(1001, 'Perindopril 5mg tablet', '1 tablet', 'Once daily', 'Oral', 30, 'Tablet'),
    med(1002, 'Amlodipine 5mg tablet', '1 tablet', 'Once daily', 'Oral', 30, 'Tablet'),
    med(1003, 'Irbesartan 150mg tablet', '1 tablet', 'Once daily', 'Oral', 30, 'Tablet')]],
  [2, [med(1011, 'Metformin XR 1000mg tablet', '1 tablet', 'Twice daily', 'Oral', 60, 'Tablet'),
    med(1012, 'Empagliflozin 10mg tablet', '1 tablet', 'Once daily', 'Oral', 30, 'Tablet')]],
  [3, [med(1021, 'Atorvastatin 40mg tablet', '1 tablet', 'Once daily at night', 'Oral', 30, 'Tablet'),
    med(1022, 'Rosuvastatin 10mg tablet', '1 tablet', 'Once daily', 'Oral', 30, 'Tablet')]],
  [4, [med(1031, 'Salbutamol 100mcg inhaler', '2 puffs', 'Every 4 hours when required', 'Inhalation', 1, 'Inhaler', 5, true),
    med(1032, 'Fluticasone/salmeterol 250/25mcg inhaler', '2 puffs', 'Twice daily', 'Inhalation', 1, 'Inhaler')]],
  [5, [med(1041, 'Sertraline 50mg tablet', '1 tablet', 'Once daily', 'Oral', 30, 'Tablet'),
    med(1042, 'Escitalopram 10mg tablet', '1 tablet', 'Once daily', 'Oral', 28, 'Tablet')]],
  [6, [med(1042, 'Escitalopram 10mg tablet', '1 tablet', 'Once daily', 'Oral', 28, 'Tablet')]],
  [7, [med(1051, 'Pantoprazole 40mg tablet', '1 tablet', 'Once daily before breakfast', 'Oral', 30, 'Tablet'),
    med(1052, 'Esomeprazole 20mg tablet', '1 tablet', 'Once daily', 'Oral', 30, 'Tablet')]],
  [8, [med(1061, 'Paracetamol 665mg modified release tablet', '2 tablets', 'Three times daily when required', 'Oral', 96, 'Tablet', 2, true),
    med(1062, 'Meloxicam 7.5mg tablet', '1 tablet', 'Once daily with food', 'Oral', 30, 'Tablet', 2)]],
  [9, [med(1071, 'Levothyroxine 100mcg tablet', '1 tablet', 'Once daily', 'Oral', 200, 'Tablet', 1)]],
  [10, [med(1081, 'Apixaban 5mg tablet', '1 tablet', 'Twice daily', 'Oral', 60, 'Tablet'),
    med(1082, 'Metoprolol 50mg tablet', '1 tablet', 'Twice daily', 'Oral', 60, 'Tablet')]],
  [11, [med(1091, 'Denosumab 60mg/mL injection', '60mg', 'Every 6 months', 'Subcutaneous', 1, 'Syringe', 0),
    med(1092, 'Alendronate 70mg tablet', '1 tablet', 'Once weekly', 'Oral', 4, 'Tablet')]],
  [12, [med(1101, 'Allopurinol 300mg tablet', '1 tablet', 'Once daily', 'Oral', 60, 'Tablet')]],
  [14, [med(1111, 'Tiotropium 18mcg inhalation capsule', '1 capsule', 'Once daily', 'Inhalation', 30, 'Capsule')]],
  [15, [med(1121, 'Aspirin 100mg tablet', '1 tablet', 'Once daily', 'Oral', 112, 'Tablet', 0),
    med(1122, 'Glyceryl trinitrate 400mcg spray', '1 spray', 'When required for chest pain', 'Sublingual', 1, 'Spray', 1, true)]],
  [16, [med(1131, 'Sumatriptan 50mg tablet', '1 tablet', 'At onset of migraine, may repeat once', 'Oral', 4, 'Tablet', 2, true)]],
  [17, [med(1141, 'Mometasone 0.1% cream', 'Apply thinly', 'Once daily when required', 'Topical', 1, 'Tube', 2, true)]],
]);

export interface ReactionItemEntry {
  /** Bp's ITEMTYPE: 1 product, 2 ingredient, 3 class. */
  readonly itemType: 1 | 2 | 3;
  readonly itemCode: number;
  readonly itemName: string;
}

export const REACTION_ITEMS: readonly (readonly [ReactionItemEntry, number])[] = [
  [{ itemType: 3, itemCode: 301, itemName: 'Penicillins' }, 40],
  [{ itemType: 2, itemCode: 201, itemName: 'Amoxicillin' }, 12],
  [{ itemType: 3, itemCode: 302, itemName: 'Sulfonamide antibiotics' }, 10],
  [{ itemType: 2, itemCode: 202, itemName: 'Codeine' }, 10],
  [{ itemType: 2, itemCode: 203, itemName: 'Aspirin' }, 6],
  [{ itemType: 3, itemCode: 303, itemName: 'Non-steroidal anti-inflammatory drugs' }, 6],
  [{ itemType: 2, itemCode: 204, itemName: 'Cefalexin' }, 5],
  [{ itemType: 2, itemCode: 205, itemName: 'Erythromycin' }, 4],
  [{ itemType: 2, itemCode: 206, itemName: 'Morphine' }, 3],
  [{ itemType: 1, itemCode: 101, itemName: 'Augmentin Duo Forte' }, 3],
  [{ itemType: 2, itemCode: 207, itemName: 'Trimethoprim' }, 3],
];

export const REACTIONS: readonly (readonly [readonly [number, string], number])[] = [
  [[1, 'Rash'], 35], [[2, 'Urticaria'], 20], [[3, 'Anaphylaxis'], 4], [[4, 'Nausea and vomiting'], 15], [[5, 'Angioedema'], 4],
  [[6, 'Diarrhoea'], 8], [[7, 'Itch'], 8], [[8, 'Dizziness'], 4], [[9, 'Shortness of breath'], 2],
];

export const SEVERITIES: readonly (readonly [string, number])[] = [['Mild', 55], ['Moderate', 35], ['Severe', 10]];

export const RELIGIONS: readonly (readonly [string | null, number])[] = [
  [null, 30], ['No religion', 40], ['Catholic', 20], ['Anglican', 10], ['Uniting Church', 3], ['Islam', 3], ['Hinduism', 3],
  ['Buddhism', 2], ['Presbyterian', 2], ['Greek Orthodox', 1],
];

export const HEALTH_FUNDS = ['Medibank', 'Bupa', 'HCF', 'nib', 'HBF', 'Australian Unity', 'Teachers Health', 'GMHBA'] as const;

export const PENSION_TYPES_AGED = ['Age Pension', 'Commonwealth Seniors Health Card', 'Pensioner Concession Card'] as const;
export const PENSION_TYPES_WORKING_AGE = ['Health Care Card', 'Disability Support Pension', 'Pensioner Concession Card'] as const;

export const APPOINTMENT_COMMENTS = [
  'Script renewal', 'Discuss results', 'Needs interpreter', 'Pre-employment medical', 'Driver licence medical',
  'Skin check', 'Follow up', 'Wound review', 'Called to say running late', 'Requested female doctor',
] as const;

/** Fragments joined into short consultation notes; kept few so notes come from a pool rather than per-row strings. */
export const VISIT_REASONS = [
  'Review of blood pressure.', 'Upper respiratory tract infection.', 'Repeat prescriptions.', 'Review of blood results.',
  'Skin check.', 'Lower back pain.', 'Child health check.', 'Chronic disease management plan review.', 'Mental health review.',
  'Immunisation.', 'Sore throat.', 'Annual health assessment.', 'Medication review.', 'Wound dressing.', 'Ear pain.',
] as const;
export const VISIT_PLANS = [
  'Continue current medication.', 'Review in 2 weeks.', 'Bloods ordered.', 'Referral written.', 'Advice given, review if worse.',
  'Script given.', 'No change to management.', 'Patient education provided.',
] as const;
