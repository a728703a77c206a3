import { describe, expect, it } from 'vitest';
import { ratingText, starsFor } from './stars-for';

describe('starsFor', () => {
  it('adds a half star when the fraction is .5 or more', () => {
    expect(starsFor(3.5)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(starsFor(3.75)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(starsFor(4.99)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starsFor(0.5)).toEqual({ full: 0, half: 1, empty: 4 });
  });

  it('drops a fraction below .5', () => {
    expect(starsFor(3.4)).toEqual({ full: 3, half: 0, empty: 2 });
    expect(starsFor(3.49)).toEqual({ full: 3, half: 0, empty: 2 });
    expect(starsFor(0.2)).toEqual({ full: 0, half: 0, empty: 5 });
  });

  it('shows whole ratings with full stars only', () => {
    expect(starsFor(0)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starsFor(3)).toEqual({ full: 3, half: 0, empty: 2 });
    expect(starsFor(5)).toEqual({ full: 5, half: 0, empty: 0 });
  });

  it('clamps ratings to 0..5 and reads a missing rating as 0', () => {
    expect(starsFor(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starsFor(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starsFor(undefined)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starsFor(null)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starsFor(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });

  it('always gives max stars in all', () => {
    for (let rating = 0; rating <= 5; rating += 0.1) {
      const { full, half, empty } = starsFor(rating);
      expect(full + half + empty).toBe(5);
    }
    expect(starsFor(7.5, 10)).toEqual({ full: 7, half: 1, empty: 2 });
  });
});

describe('ratingText', () => {
  it('reads a rating with at most one decimal', () => {
    expect(ratingText(3.5)).toBe('3.5');
    expect(ratingText(4)).toBe('4');
    expect(ratingText(3.46)).toBe('3.5');
    expect(ratingText(9)).toBe('5');
    expect(ratingText(undefined)).toBe('0');
  });
});
