import { describe, expect, it } from 'vitest';
import { accountDetailsSchema } from './account-details.schema';

const person = {
  firstName: 'Omar',
  lastName: 'Al Suwaidi',
  email: 'omar@wellnesshub.ae',
  mobile: '+971-50 661 2290',
};

const issues = (values: object, passwordOptional = false) =>
  accountDetailsSchema(undefined, { passwordOptional })
    .safeParse({ ...person, ...values })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('account details schema', () => {
  it('asks for both passwords on every save by default (001 §5)', () => {
    expect(issues({ password: '', confirmPassword: '' })).toEqual([
      ['password', 'Required'],
      ['confirmPassword', 'Required'],
    ]);
  });

  it('with passwordOptional keeps an empty pair, and asks for the other one once either is typed (002 §5)', () => {
    expect(issues({ password: '', confirmPassword: '' }, true)).toBeUndefined();
    expect(issues({ password: 'Marina-Walk-2026', confirmPassword: '' }, true)).toEqual([
      ['confirmPassword', 'Required'],
    ]);
    expect(issues({ password: '', confirmPassword: 'Marina-Walk-2026' }, true)).toEqual([['password', 'Required']]);
    expect(issues({ password: 'Marina-Walk-2026', confirmPassword: 'Marina-Walk-2025' }, true)).toEqual([
      ['confirmPassword', 'Both password need to be the same'],
    ]);
    expect(issues({ password: 'short', confirmPassword: 'short' }, true)).toEqual([
      ['password', 'Password must be at least 8 characters'],
    ]);
    expect(issues({ password: 'Marina-Walk-2026', confirmPassword: 'Marina-Walk-2026' }, true)).toBeUndefined();
  });
});
