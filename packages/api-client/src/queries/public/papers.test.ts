import { describe, expect, it } from 'vitest';
import { ApiError } from '../../client/api-error';
import { fixtures } from '../../mocks/fixtures';
import { isUnverifiedPaper, toVerifiedPaper } from './papers';

describe('paper verification', () => {
  it('maps a verified sick leave', () => {
    expect(toVerifiedPaper(fixtures.PaperVerification)).toEqual({
      kind: 'sick-leave',
      issuedAt: '2026-11-12T10:25:00+04:00',
      hospital: 'Marina Care Hospital',
      doctor: 'Dr. Ahmed Al Mansoori',
      patientInitials: 'M. A.',
      from: '2026-11-12',
      to: '2026-11-14',
      medicines: [],
    });
  });

  it('tells "not genuine" (404) from a failure to ask', () => {
    expect(isUnverifiedPaper(new ApiError(404, 'This document could not be verified'))).toBe(true);
    expect(isUnverifiedPaper(new ApiError(500, 'Something went wrong'))).toBe(false);
    expect(isUnverifiedPaper(new TypeError('Failed to fetch'))).toBe(false);
  });
});
