import { describe, expect, it } from 'vitest';
import { statusLabelKey, statusTone, type StatusKind } from './status-tone';

describe('statusTone', () => {
  it.each<[StatusKind, string | null | undefined, string]>([
    ['appointment', 'BOOKED', 'primary'],
    ['appointment', 'APPROVED', 'warning'],
    ['appointment', 'TAKEN', 'success'],
    ['appointment', 'AVAILABLE', 'secondary'],
    ['appointment', 'CANCELLED', 'secondary'],
    ['appointment', undefined, 'secondary'],
    ['slot', 'BOOKED', 'primary'],
    ['slot', 'APPROVED', 'warning'],
    ['slot', 'TAKEN', 'success'],
    ['slot', null, 'secondary'],
    ['slot', '', 'secondary'],
  ])('%s %s is %s', (kind, status, tone) => {
    expect(statusTone(kind, status)).toBe(tone);
  });

  it('colours a taken promo code green and every other one red', () => {
    expect(statusTone('promoCode', 'TAKEN')).toBe('success');
    expect(statusTone('promoCode', 'PENDING')).toBe('danger');
    expect(statusTone('promoCode', 'BOOKED')).toBe('danger');
    expect(statusTone('promoCode', undefined)).toBe('danger');
  });

  it('styles a completed lab request as completed and everything else as pending', () => {
    expect(statusTone('labRequest', 'completed')).toBe('success');
    expect(statusTone('labRequest', 'pending')).toBe('warning');
    expect(statusTone('labRequest', 'in progress')).toBe('warning');
    expect(statusTone('labRequest', null)).toBe('warning');
  });

  it('ignores case and surrounding spaces', () => {
    expect(statusTone('appointment', ' booked ')).toBe('primary');
    expect(statusTone('promoCode', 'taken')).toBe('success');
    expect(statusTone('labRequest', 'COMPLETED')).toBe('success');
  });
});

describe('statusLabelKey', () => {
  it('names the statuses the specification knows', () => {
    expect(statusLabelKey('slot', 'BOOKED')).toBe('slotBooked');
    expect(statusLabelKey('appointment', 'approved')).toBe('slotApproved');
    expect(statusLabelKey('appointment', 'TAKEN')).toBe('slotTaken');
    expect(statusLabelKey('promoCode', 'TAKEN')).toBe('promoTaken');
    expect(statusLabelKey('promoCode', 'PENDING')).toBe('promoPending');
    expect(statusLabelKey('labRequest', 'completed')).toBe('labCompleted');
    expect(statusLabelKey('labRequest', 'pending')).toBe('labPending');
  });

  it('reads a missing status as free (slots) or pending (promo codes, lab requests)', () => {
    expect(statusLabelKey('slot', undefined)).toBe('slotAvailable');
    expect(statusLabelKey('appointment', '')).toBe('slotAvailable');
    expect(statusLabelKey('promoCode', null)).toBe('promoPending');
    expect(statusLabelKey('labRequest', undefined)).toBe('labPending');
  });

  it('leaves unknown statuses untranslated', () => {
    expect(statusLabelKey('appointment', 'CANCELLED')).toBeUndefined();
    expect(statusLabelKey('promoCode', 'EXPIRED')).toBeUndefined();
    expect(statusLabelKey('labRequest', 'in progress')).toBeUndefined();
  });
});
