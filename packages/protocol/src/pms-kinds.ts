/**
 * @module protocol/pms-kinds
 * The registry of practice-management kinds. Behaviour that differs per kind (pairing codes, default
 * catalogues, FHIR support) is read from here, never from `if (kind === …)` branches elsewhere.
 */

export interface PmsKind {
  /** Value of `practiceManagementName` in the API. */
  readonly practiceManagementName: string;
  /** Value of `pmsType` on the Site. */
  readonly pmsType: string;
  /** Pairing with a site of this kind needs a code minted at the clinic. */
  readonly pairingCodeRequired: boolean;
  /** Catalogue names an agent offers when its installer names none; the first is the default. */
  readonly defaultCatalogues: readonly string[];
  /** The gateway's FHIR facade has a mapping for this kind. */
  readonly fhirSupported: boolean;
}

export const PMS_KINDS: readonly PmsKind[] = [
  {
    practiceManagementName: 'Best Practice',
    pmsType: 'BestPractice',
    pairingCodeRequired: true,
    defaultCatalogues: ['BPSPatients', 'BPSSamples'],
    fhirSupported: true,
  },
  {
    practiceManagementName: 'Zedmed',
    pmsType: 'Zedmed',
    pairingCodeRequired: false,
    defaultCatalogues: ['ZEDMED', 'ZEDMEDCLINICAL'],
    fhirSupported: false,
  },
  {
    practiceManagementName: 'D4w',
    pmsType: 'D4w',
    pairingCodeRequired: false,
    defaultCatalogues: ['D4W'],
    fhirSupported: false,
  },
];

export const PRACTICE_MANAGEMENT_NAMES: readonly string[] = PMS_KINDS.map((k) => k.practiceManagementName);

/** Looks a kind up by its `practiceManagementName`, case-insensitively (clients vary in casing). */
export function findPmsKind(practiceManagementName: string): PmsKind | undefined {
  const wanted = practiceManagementName.trim().toLowerCase();
  return PMS_KINDS.find((k) => k.practiceManagementName.toLowerCase() === wanted);
}

/** Database engines an agent can be configured with. */
export const DATABASE_ENGINES = ['sqlite', 'postgres', 'mysql', 'mssql', 'firebird'] as const;
export type DatabaseEngine = (typeof DATABASE_ENGINES)[number];
