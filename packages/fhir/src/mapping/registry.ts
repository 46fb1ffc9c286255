/**
 * @module fhir/mapping/registry
 * The mappings per practice-management kind. A kind without one (Zedmed, D4w) gets `not-supported`.
 */
import { bestPracticeMapping } from './best-practice/index.js';
import type { KindMapping } from './model.js';

const MAPPINGS: readonly KindMapping[] = [bestPracticeMapping];

/** The mapping for a `practiceManagementName`, compared ignoring case (as the gateway's kind registry does). */
export function mappingForKind(practiceManagementName: string): KindMapping | undefined {
  const wanted = practiceManagementName.trim().toLowerCase();
  return MAPPINGS.find((m) => m.practiceManagementName.toLowerCase() === wanted);
}
