import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTimezone, DEFAULT_TIMEZONE } from './timezone';

describe('currentTimezone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("returns the runtime's IANA zone", () => {
    expect(currentTimezone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('falls back to Asia/Dubai when the runtime names no zone', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: '',
    });
    expect(currentTimezone()).toBe(DEFAULT_TIMEZONE);
  });
});
