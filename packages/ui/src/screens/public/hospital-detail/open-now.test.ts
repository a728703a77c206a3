import { describe, expect, it } from 'vitest';
import { openNowStatus } from './open-now';

// 04:00 UTC is 08:00 in Dubai (UTC+4, no summer time).
const dubai = (time: string) => new Date(`2026-11-28T${time}:00+04:00`);

describe("the hospital page's 'open now' line", () => {
  it('is open from the opening time until the closing time, on the UAE clock', () => {
    expect(openNowStatus('08:00', '22:00', dubai('07:59'))).toEqual({ kind: 'closed', opensAt: '08:00' });
    expect(openNowStatus('08:00', '22:00', dubai('08:00'))).toEqual({ kind: 'open', closesAt: '22:00' });
    expect(openNowStatus('08:00', '22:00', dubai('21:59'))).toEqual({ kind: 'open', closesAt: '22:00' });
    expect(openNowStatus('08:00', '22:00', dubai('22:00'))).toEqual({ kind: 'closed', opensAt: '08:00' });
    // 23:30 UTC on the 27th is 03:30 on the 28th in Dubai: closed, whatever the browser's zone.
    expect(openNowStatus('08:00', '22:00', new Date('2026-11-27T23:30:00Z'))).toMatchObject({ kind: 'closed' });
    expect(openNowStatus('08:00', '22:00', new Date('2026-11-28T05:00:00Z'))).toMatchObject({ kind: 'open' });
  });

  it('counts hours past midnight as one night, and equal times as around the clock', () => {
    expect(openNowStatus('22:00', '06:00', dubai('23:30'))).toEqual({ kind: 'open', closesAt: '06:00' });
    expect(openNowStatus('22:00', '06:00', dubai('05:30'))).toEqual({ kind: 'open', closesAt: '06:00' });
    expect(openNowStatus('22:00', '06:00', dubai('12:00'))).toEqual({ kind: 'closed', opensAt: '22:00' });
    expect(openNowStatus('00:00', '00:00', dubai('03:00'))).toEqual({ kind: 'open', closesAt: null });
  });

  it('says nothing without both times', () => {
    expect(openNowStatus(null, '22:00', dubai('12:00'))).toBeNull();
    expect(openNowStatus('08:00', undefined, dubai('12:00'))).toBeNull();
  });
});
