import { describe, expect, it } from 'vitest';
import { fixtures, staff } from '../../../mocks/fixtures';
import { toReceptionistPage, toReceptionistProfile } from './receptionists';

describe('receptionist view model', () => {
  it('maps a receptionist with the hospital it belongs to', () => {
    expect(toReceptionistProfile(staff.receptionistHamdan)).toEqual({
      id: 'rcp-hamdan-nuaimi',
      firstName: 'Hamdan',
      lastName: 'Al Nuaimi',
      name: 'Hamdan Al Nuaimi',
      email: 'hamdan.alnuaimi@reemclinic.ae',
      mobile: '+971-52 660 7821',
      hospitalId: staff.receptionistHamdan.hospitalId._id,
    });
    expect(toReceptionistPage(fixtures.ReceptionistPage).items.map((person) => person.name)).toEqual([
      'Sara Ali',
      'Hamdan Al Nuaimi',
    ]);
  });
});
