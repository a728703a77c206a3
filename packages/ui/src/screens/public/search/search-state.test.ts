import { describe, expect, it } from 'vitest';
import {
  doctorSearchHref,
  emptyDoctorSearch,
  formatDoctorSearch,
  parseDoctorSearch,
} from '../doctor-search/doctor-search-state';
import {
  emptyHospitalSearch,
  formatHospitalSearch,
  parseHospitalSearch,
} from '../hospital-search/hospital-search-state';
import { saveSearchText, takeSearchText } from './saved-search-text';

describe('hospital search address', () => {
  it('round-trips a state, one-based page in the address, and is empty for every hospital', () => {
    const state = {
      text: 'Dubai Marina',
      hospitalTypes: ['CLINIC' as const],
      insurances: ['ins-daman', 'ins-thiqa'],
      specialities: ['spec-cardiology'],
      addons: ['addon-parking'],
      page: 2,
    };
    const query = formatHospitalSearch(state);
    expect(query).toBe(
      '?q=Dubai+Marina&type=CLINIC&insurance=ins-daman%2Cins-thiqa&speciality=spec-cardiology&addon=addon-parking&page=3',
    );
    expect(parseHospitalSearch(query)).toEqual(state);
    expect(formatHospitalSearch(emptyHospitalSearch)).toBe('');
    expect(parseHospitalSearch('')).toEqual(emptyHospitalSearch);
  });

  it('ignores what an edited link cannot mean', () => {
    expect(parseHospitalSearch('q=%20%20&type=PALACE,HOSPITAL&insurance=a,,a,%20b&page=0&x=1')).toEqual({
      ...emptyHospitalSearch,
      hospitalTypes: ['HOSPITAL'],
      insurances: ['a', 'b'],
    });
    expect(parseHospitalSearch('?page=-3').page).toBe(0);
    expect(parseHospitalSearch('?page=abc').page).toBe(0);
  });
});

describe('doctor search address', () => {
  it('round-trips a state and links one speciality', () => {
    const state = {
      ...emptyDoctorSearch,
      text: 'cardio',
      languages: ['lang-ar'],
      nationalities: ['country-ae'],
      genders: ['gender-female'],
      page: 1,
    };
    expect(parseDoctorSearch(formatDoctorSearch(state))).toEqual(state);
    expect(doctorSearchHref('spec-cardiology')).toBe('/doctor?speciality=spec-cardiology');
    expect(parseDoctorSearch('?speciality=spec-cardiology').specialities).toEqual(['spec-cardiology']);
  });
});

describe('saved search text', () => {
  it('keeps non-empty text under its own key and clears it when read', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => map.set(key, value),
      removeItem: (key: string) => map.delete(key),
    } as unknown as Storage;
    expect(saveSearchText('hospital', '   ', storage)).toBe(false);
    expect(map.size).toBe(0);
    expect(saveSearchText('hospital', ' Marina ', storage)).toBe(true);
    expect(saveSearchText('doctor', 'Cardiology', storage)).toBe(true);
    expect(takeSearchText('hospital', storage)).toBe('Marina');
    expect(takeSearchText('hospital', storage)).toBe('');
    expect(takeSearchText('doctor', storage)).toBe('Cardiology');
  });
});
