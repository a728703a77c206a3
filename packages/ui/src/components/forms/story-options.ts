import type { FieldOption } from './option';

/** Options the forms stories choose from (shapes of the spec's lookups and enums). */
export const states: FieldOption[] = [
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Ajman',
  'Ras Al Khaimah',
  'Fujairah',
  'Umm al-Quwain',
].map((name) => ({ id: name, label: name }));

export const statesArabic: FieldOption[] = [
  { id: 'Dubai', label: 'دبي' },
  { id: 'Abu Dhabi', label: 'أبوظبي' },
  { id: 'Sharjah', label: 'الشارقة' },
  { id: 'Ajman', label: 'عجمان' },
  { id: 'Ras Al Khaimah', label: 'رأس الخيمة' },
  { id: 'Fujairah', label: 'الفجيرة' },
  { id: 'Umm al-Quwain', label: 'أم القيوين' },
];

export const specialities: FieldOption[] = [
  'Cardiology',
  'Dermatology',
  'Dentistry',
  'Endocrinology',
  'Gastroenterology',
  'General Practice',
  'Neurology',
  'Obstetrics and Gynaecology',
  'Oncology',
  'Ophthalmology',
  'Orthopaedics',
  'Paediatrics',
  'Psychiatry',
  'Radiology',
  'Urology',
].map((name, index) => ({ id: `spec-${index + 1}`, label: name }));

export const specialitiesArabic: FieldOption[] = [
  { id: 'spec-1', label: 'أمراض القلب' },
  { id: 'spec-2', label: 'الأمراض الجلدية' },
  { id: 'spec-3', label: 'طب الأسنان' },
  { id: 'spec-12', label: 'طب الأطفال' },
];

export const insurances: FieldOption[] = ['Daman', 'AXA', 'Oman Insurance', 'ADNIC', 'MetLife'].map((name, index) => ({
  id: `ins-${index + 1}`,
  label: name,
}));

export const hospitalTypes: FieldOption[] = [
  { id: 'HOSPITAL', label: 'Hospital' },
  { id: 'CLINIC', label: 'Clinic' },
];
