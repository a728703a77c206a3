import { describe, expect, it } from 'vitest';
import { hospitals, offers, scheduling } from '../../mocks';
import { toAdminClaimedOfferRow } from './claimed-offers';
import { toClinicFinanceRow, toFinanceStatistics, toPcrFinanceRow } from './finance';
import { toHospitalApprovalRow } from './hospital-approvals';
import { toAdminPcrSlotView } from './pcr-schedule';

describe('admin finance statistics (002 §9)', () => {
  it("a hospital's total amount is 21 AED per appointment returned; total appointments counts BOOKED", () => {
    const rows = scheduling.appointments.map(toClinicFinanceRow);
    const statistics = toFinanceStatistics('clinic', rows);
    expect(statistics.totalAppointments).toBe(1);
    expect(statistics.totalAmount).toBe(84);
    expect(statistics.byStatus).toEqual([
      { status: 'BOOKED', count: 1 },
      { status: 'APPROVED', count: 1 },
      { status: 'TAKEN', count: 2 },
    ]);
    // In start order, with patient, provider and service.
    expect(statistics.rows[0]).toMatchObject({ patientName: 'مريم الكعبي', status: 'TAKEN' });
    expect(statistics.rows[0]?.providerName).toBeTruthy();
  });

  it("PCR's total amount is 21 times the BOOKED count; each test names its hospital", () => {
    const rows = scheduling.allPcrTestSlots.map(toPcrFinanceRow);
    const statistics = toFinanceStatistics('pcr', rows);
    expect(statistics.totalAppointments).toBe(4);
    expect(statistics.totalAmount).toBe(84);
    expect(statistics.rows.at(-1)?.hospitalName).toBe('Al Khan Family Hospital');
    expect(toFinanceStatistics('pcr', []).totalAmount).toBe(0);
  });
});

describe('admin rows', () => {
  it('a claimed offer names the vendor or the hospital it came from', () => {
    const [fromHospital, fromVendor] = offers.rewards;
    if (!fromHospital || !fromVendor) throw new Error('fixtures');
    expect(toAdminClaimedOfferRow(fromHospital).from).toBe('Marina Care Hospital');
    expect(toAdminClaimedOfferRow(fromVendor)).toMatchObject({ from: 'Omar Al Suwaidi', promoCode: 'WELLNESS30' });
  });

  it("an approval shows the hospital's name, else its contact's; a PCR slot keeps its hospital", () => {
    const [approval] = hospitals.hospitalApprovals;
    if (!approval) throw new Error('fixtures');
    expect(toHospitalApprovalRow(approval)).toEqual({
      id: 'user-hsp-alkhan',
      name: 'Al Khan Family Hospital',
      email: 'info@alkhanfamily.ae',
      status: 'PENDING',
      referenceId: 'hsp-alkhan-family',
    });
    expect(toHospitalApprovalRow({ ...approval, name: ' ' }).name).toBe('Khalid Al Qasimi');
    const [slot] = scheduling.allPcrTestSlots;
    if (!slot) throw new Error('fixtures');
    expect(toAdminPcrSlotView(slot).hospitalName).toBe('Marina Care Hospital');
  });
});
