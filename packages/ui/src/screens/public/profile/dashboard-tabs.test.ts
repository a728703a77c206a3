import { describe, expect, it } from 'vitest';
import { parsePatientDashboardTab } from './dashboard-tabs';

describe("the patient dashboard's ?tab=", () => {
  it('opens the named tab when it is shown, else the first shown tab in the order of 002', () => {
    expect(parsePatientDashboardTab('lab-results')).toBe('lab-results');
    expect(parsePatientDashboardTab(null)).toBe('medical-profile');
    expect(parsePatientDashboardTab('nonsense')).toBe('medical-profile');
    // Only some tabs built: the first of them in the dashboard's order, whatever order they come in.
    expect(parsePatientDashboardTab(undefined, ['lab-results', 'sick-leaves'])).toBe('sick-leaves');
    expect(parsePatientDashboardTab('account', ['lab-results', 'sick-leaves'])).toBe('sick-leaves');
    expect(parsePatientDashboardTab('sick-leaves', [])).toBeUndefined();
  });
});
