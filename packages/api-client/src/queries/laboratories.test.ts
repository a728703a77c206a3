import { describe, expect, it } from 'vitest';
import { fixtures, staff } from '../mocks/fixtures';
import { toLaboratoryPage, toLaboratoryProfile } from './laboratories';

describe('laboratory view model', () => {
  it('maps a laboratory', () => {
    expect(toLaboratoryProfile(staff.labMarina)).toEqual({
      id: 'lab-marina-central',
      firstName: 'Marina Central',
      lastName: 'Laboratory',
      name: 'Marina Central Laboratory',
      email: 'lab@marinacare.ae',
      mobile: '+971-50 412 7790',
      image: '/files/laboratories/marina-central.jpg',
    });
    expect(toLaboratoryPage(fixtures.LaboratoryPage)).toMatchObject({ page: 0, pageCount: 1, total: 2 });
  });
});
