import { describe, expect, it } from 'vitest';
import { answers, patients, scheduling } from '../../../mocks/fixtures';
import { toPatientAppointments } from './appointments';
import { toPatientFamily } from './family';

describe('toPatientFamily', () => {
  it('lists the members with their relation; a missing phone or Emirates ID is empty (the tab shows a dash)', () => {
    const salem = { ...patients.familyMemberSalem };
    delete salem.phoneNo;
    const family = toPatientFamily({ ...patients.patientMariam, familyMembers: [patients.familyMemberHamad, salem] });
    expect(family).toEqual([
      {
        id: 'fam-hamad-kaabi',
        firstName: 'حمد',
        lastName: 'الكعبي',
        relation: 'SON',
        emiratesId: '784-2016-3456789-2',
        phoneNo: '+971-50 123 4568',
      },
      expect.objectContaining({ id: 'fam-salem-kaabi', relation: 'FATHER', phoneNo: '' }),
    ]);
    expect(toPatientFamily(patients.patientMariam)).toEqual([]);
  });
});

describe('toPatientAppointments', () => {
  it('maps upcoming and history: the slot for Get Points, the doctor else the nurse, the family member', () => {
    const nurseVisit = { ...scheduling.appointmentMariam, _id: 'apt-nurse' };
    delete nurseVisit.doctorId;
    delete nurseVisit.slotId;
    const { upcoming, history } = toPatientAppointments({
      ...answers.patientProfile,
      prevAppointments: [nurseVisit],
    });
    expect(upcoming.map((item) => [item.id, item.slotId, item.status, item.provider, item.familyMember])).toEqual([
      ['apt-yousef-cardiology', 'slot-ahmed-0930', 'APPROVED', 'Ahmed Al Mansoori', ''],
      ['apt-hamad-paediatrics', 'slot-fatima-1100', 'BOOKED', 'Fatima Al Hashimi', 'حمد الكعبي'],
    ]);
    expect(history).toEqual([
      expect.objectContaining({ id: 'apt-nurse', slotId: 'apt-nurse', provider: '', providerRole: 'NURSE' }),
    ]);
    expect(toPatientAppointments(patients.patientMariam)).toEqual({ upcoming: [], history: [] });
  });
});
