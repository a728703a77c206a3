import { describe, expect, it } from 'vitest';
import { slotAppearance } from './slot-appearance';

const now = new Date('2026-11-20T09:00:00+04:00');
const slot = (from: string, to: string, status?: 'AVAILABLE' | 'BOOKED' | 'APPROVED' | 'TAKEN') => ({
  from: `2026-11-20T${from}:00+04:00`,
  to: `2026-11-20T${to}:00+04:00`,
  status,
});

describe('slotAppearance', () => {
  it('shows TAKEN blue and not clickable, past or future', () => {
    expect(slotAppearance(slot('07:00', '07:30', 'TAKEN'), now)).toEqual({ tone: 'blue', action: 'none' });
    expect(slotAppearance(slot('10:00', '10:30', 'TAKEN'), now)).toEqual({ tone: 'blue', action: 'none' });
  });

  it('shows a BOOKED slot whose end has passed red and not clickable', () => {
    expect(slotAppearance(slot('08:00', '08:30', 'BOOKED'), now)).toEqual({ tone: 'red', action: 'none' });
    expect(slotAppearance(slot('08:30', '09:00', 'BOOKED'), now)).toEqual({ tone: 'red', action: 'none' });
  });

  it('shows a BOOKED slot whose end is to come green, opening the booking', () => {
    expect(slotAppearance(slot('10:00', '10:30', 'BOOKED'), now)).toEqual({ tone: 'green', action: 'open-booking' });
    // Under way: started, not ended.
    expect(slotAppearance(slot('08:45', '09:15', 'BOOKED'), now)).toEqual({ tone: 'green', action: 'open-booking' });
  });

  it('treats APPROVED as a booking', () => {
    expect(slotAppearance(slot('10:00', '10:30', 'APPROVED'), now)).toEqual({ tone: 'green', action: 'open-booking' });
    expect(slotAppearance(slot('07:00', '07:30', 'APPROVED'), now)).toEqual({ tone: 'red', action: 'none' });
  });

  it('offers a free slot that starts in the future for deletion, with or without a status', () => {
    expect(slotAppearance(slot('09:30', '10:00', 'AVAILABLE'), now)).toEqual({ tone: 'free', action: 'delete' });
    expect(slotAppearance(slot('09:30', '10:00'), now)).toEqual({ tone: 'free', action: 'delete' });
  });

  it('does nothing with a free slot that has started or passed', () => {
    expect(slotAppearance(slot('09:00', '09:30', 'AVAILABLE'), now)).toEqual({ tone: 'muted', action: 'none' });
    expect(slotAppearance(slot('06:00', '06:30'), now)).toEqual({ tone: 'muted', action: 'none' });
  });

  it('accepts now as a timestamp', () => {
    expect(slotAppearance(slot('09:30', '10:00'), now.getTime()).action).toBe('delete');
  });
});
