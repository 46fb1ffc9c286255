import { describe, expect, it } from 'vitest';
import { grantableScopes, isReadScope, scopesAllow } from './scopes.js';

describe('SMART system scopes', () => {
  it('knows the read scopes of v2 and v1, and nothing that writes', () => {
    for (const s of ['system/Patient.rs', 'system/*.rs', 'system/Patient.read', 'system/Observation.r']) expect(isReadScope(s), s).toBe(true);
    for (const s of ['system/Patient.cruds', 'system/Patient.write', 'patient/Patient.rs', 'user/*.read', 'system/patient.rs', 'openid']) expect(isReadScope(s), s).toBe(false);
  });

  it('lets a type be read only with both read and search, for that type or every type', () => {
    expect(scopesAllow(['system/Patient.rs'], 'Patient')).toBe(true);
    expect(scopesAllow(['system/Patient.rs'], 'Observation')).toBe(false);
    expect(scopesAllow(['system/*.read'], 'Observation')).toBe(true);
    expect(scopesAllow(['system/Patient.r'], 'Patient')).toBe(false);
    expect(scopesAllow(['system/Patient.r', 'system/*.s'], 'Patient')).toBe(true);
    expect(scopesAllow([], 'Patient')).toBe(false);
  });

  it('grants the requested scopes a registration covers', () => {
    expect(grantableScopes(['system/Patient.rs', 'system/Observation.rs'], ['system/Patient.read'])).toEqual(['system/Patient.rs']);
    expect(grantableScopes(['system/*.rs'], ['system/Patient.rs'])).toEqual([]);
    expect(grantableScopes(['system/Condition.read'], ['system/*.rs'])).toEqual(['system/Condition.read']);
    expect(grantableScopes(['system/Condition.s'], ['system/Condition.r'])).toEqual([]);
  });
});
