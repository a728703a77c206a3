import { describe, expect, it } from 'vitest';
import { qrPrescriptions } from '../../mocks/fixtures/clinical';
import { toWrittenQrPrescriptions } from './qr-prescription-history';

describe('the doctor’s written QR prescriptions', () => {
  it('lists the newest first, with the dispensing branch once dispensed', () => {
    const written = toWrittenQrPrescriptions(qrPrescriptions);
    expect(written.map((p) => p.id)).toEqual(['qr-priya-cream', 'qr-mariam-bisoprolol']);
    expect(written[0]?.dispensed).toEqual({
      at: '2026-11-20T18:05:00+04:00',
      pharmacy: 'Shifa Pharmacy – Al Barsha 1',
    });
    expect(written[1]?.dispensed).toBeUndefined();
  });

  it('names the pharmacy when its branch has no name', () => {
    const [first] = qrPrescriptions;
    if (!first) throw new Error('no fixture');
    const [one] = toWrittenQrPrescriptions([
      {
        ...first,
        dispensed: { at: '2026-11-21T09:00:00Z', pharmacy: { _id: 'p', name: 'Life Pharmacy', branchName: ' ' } },
      },
    ]);
    expect(one?.dispensed?.pharmacy).toBe('Life Pharmacy');
  });
});
