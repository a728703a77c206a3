import { describe, expect, it } from 'vitest';
import { isUnderPath } from './query-helpers';

describe('query helpers', () => {
  it('matches query keys by whole path segments', () => {
    expect(isUnderPath(['get', '/nurse'], '/nurse')).toBe(true);
    expect(isUnderPath(['get', '/nurse/{id}', {}], '/nurse')).toBe(true);
    expect(isUnderPath(['get', '/nurse/search/{text}', {}], '/nurse')).toBe(true);
    expect(isUnderPath(['get', '/nurseReports/getAll'], '/nurse')).toBe(false);
    expect(isUnderPath(['post', '/nurse'], '/nurse')).toBe(false);
  });
});
