import { z } from '../../../lib/zod';
import { matchesAccept } from '../../../components/files/file-rules';
import type { MapPoint } from '../../../components/maps/map-config';
import {
  englishMessages,
  hospitalTypes,
  maskedText,
  newPassword,
  present,
  requiredText,
  withMatchingPasswords,
  type RegistrationMessages,
} from '../../shared/registration-rules/registration-rules';

/** The seven UAE states, as stored (spec 000 §5); Dubai is the default. */
export const uaeStates = [
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Ajman',
  'Ras Al Khaimah',
  'Fujairah',
  'Umm al-Quwain',
] as const;
export type UaeState = (typeof uaeStates)[number];

/** What the trade licence picker accepts: PDF by MIME type or by extension (the server checks the content). */
export const PDF_ACCEPT = 'application/pdf,.pdf';

/** Whether a chosen file is a PDF by its type or name. */
export const isPdf = (file: Pick<File, 'name' | 'type'>) => matchesAccept(file, PDF_ACCEPT);

/** Step 1: basic details (spec 000 §5 "Hospital registration step 1" and "Trade licence file"). */
export function hospitalDetailsSchema(messages: RegistrationMessages = englishMessages) {
  const object = z.object({
    name: requiredText(messages.required),
    type: z.enum(hospitalTypes),
    tradeLicenseNo: maskedText('tradeLicence', messages.required, messages.tradeLicenseIncomplete),
    issueDate: present<string>(messages.required),
    expiryDate: present<string>(messages.required),
    phoneNo: maskedText('phone', messages.required, messages.phoneIncomplete),
    email: z.string().trim().min(1, messages.required).pipe(z.email(messages.invalidEmail)),
    password: newPassword(messages),
    confirmPassword: z.string().min(1, messages.required),
    tradeLicenseFile: present<File>(messages.tradeLicenseFileRequired).refine(isPdf, messages.onlyPdf),
    insurances: z.array(z.string()),
  });
  return withMatchingPasswords(object, messages.passwordsMismatch);
}

/** Step 2: address, state and a map location (spec 000 §5 "Step 2"). */
export function hospitalLocationSchema(messages: RegistrationMessages = englishMessages) {
  return z.object({
    address: requiredText(messages.required),
    state: z.enum(uaeStates),
    location: present<MapPoint>(messages.selectLocation),
  });
}

/** Step 1 as the form holds it (dates and the file are null until chosen). */
export type HospitalDetailsFields = z.input<ReturnType<typeof hospitalDetailsSchema>>;
/** Step 1 once valid. */
export type HospitalDetailsValues = z.output<ReturnType<typeof hospitalDetailsSchema>>;
/** Step 2 as the form holds it (no point until one is pinned). */
export type HospitalLocationFields = z.input<ReturnType<typeof hospitalLocationSchema>>;
/** Step 2 once valid. */
export type HospitalLocationValues = z.output<ReturnType<typeof hospitalLocationSchema>>;
/** Both steps as the form holds them (initial values of stories and tests). */
export type HospitalRegistrationFields = HospitalDetailsFields & HospitalLocationFields;
/** What the wizard submits: both steps, valid. */
export type HospitalRegistrationValues = HospitalDetailsValues & HospitalLocationValues;

export const emptyHospitalDetails: HospitalDetailsFields = {
  name: '',
  type: 'HOSPITAL',
  tradeLicenseNo: '',
  issueDate: null,
  expiryDate: null,
  phoneNo: '',
  email: '',
  password: '',
  confirmPassword: '',
  tradeLicenseFile: null,
  insurances: [],
};

export const emptyHospitalLocation: HospitalLocationFields = {
  address: '',
  state: 'Dubai',
  location: null,
};
