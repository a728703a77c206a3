import { describe, expect, it } from 'vitest';
import { hospitalAccountSchema, hospitalLocationUpdateSchema, hospitalUpdateSchema } from './hospital-profile.schema';
import { openingHours } from './opening-hours';

describe('openingHours', () => {
  it('shows both times, else "Open Now"', () => {
    expect(openingHours('08:00', '22:00')).toEqual({ kind: 'hours', opening: '08:00', closing: '22:00' });
    expect(openingHours(null, '22:00')).toEqual({ kind: 'openNow' });
    expect(openingHours('08:00', null)).toEqual({ kind: 'openNow' });
    expect(openingHours('00:00', '00:00')).toEqual({ kind: 'openNow' });
  });
});

describe('hospital profile schemas', () => {
  const update = {
    name: 'Marina Care',
    openingTime: '08:00',
    closingTime: '22:00',
    about: 'About',
    type: 'HOSPITAL' as const,
    serviceIds: ['addon-pharmacy'],
    insuranceIds: [],
  };

  it('requires the hours, about and at least one service in the update modal', () => {
    expect(hospitalUpdateSchema().safeParse(update).success).toBe(true);
    const result = hospitalUpdateSchema().safeParse({ ...update, openingTime: null, about: ' ', serviceIds: [] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['openingTime', 'Required'],
      ['about', 'Required'],
      ['serviceIds', 'Services are required'],
    ]);
  });

  const account = {
    name: 'Marina Care',
    tradeLicenseNo: '1048213',
    address: 'Dubai Marina',
    email: 'contact@marinacare.ae',
    phoneNo: '+971-50 412 7788',
    password: '',
    confirmPassword: '',
  };

  it('lets the account form keep the password, and checks a new one against its confirmation', () => {
    expect(hospitalAccountSchema().safeParse(account).success).toBe(true);
    const mismatch = hospitalAccountSchema().safeParse({ ...account, password: 'New@12345', confirmPassword: 'x' });
    expect(mismatch.error?.issues.map((issue) => issue.message)).toEqual(['Both password need to be the same']);
    const short = hospitalAccountSchema().safeParse({ ...account, password: 'short', confirmPassword: 'short' });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual(['Password must be at least 8 characters']);
    const masks = hospitalAccountSchema().safeParse({ ...account, tradeLicenseNo: '12', phoneNo: '+971-50 1' });
    expect(masks.error?.issues.map((issue) => issue.path[0])).toEqual(['tradeLicenseNo', 'phoneNo']);
  });

  it('needs a point on the location tab', () => {
    const result = hospitalLocationUpdateSchema().safeParse({ location: null });
    expect(result.error?.issues[0]?.message).toBe('Please select hospital location');
    expect(hospitalLocationUpdateSchema().safeParse({ location: { lat: 25, lng: 55 } }).success).toBe(true);
  });
});
