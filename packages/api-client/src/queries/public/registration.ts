import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import { toFormData } from '../../client/form-data';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';

type Schemas = components['schemas'];

/** A point chosen on the map. */
export interface RegistrationPoint {
  lat: number;
  lng: number;
}

/** What the hospital registration wizard collects (steps 1 and 2), as the screen holds it. */
export interface HospitalRegistrationInput {
  name: string;
  type: Schemas['HospitalType'];
  /** Seven digits. */
  tradeLicenseNo: string;
  /** 'YYYY-MM-DD'. */
  issueDate: string;
  /** 'YYYY-MM-DD'. */
  expiryDate: string;
  /** `+971-## ### ####`. */
  phoneNo: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** The trade licence PDF. */
  tradeLicenseFile: Blob;
  /** Insurance ids (optional, may be empty). */
  insurances: readonly string[];
  address: string;
  state: Schemas['UaeState'];
  location: RegistrationPoint;
}

/** What the patient self-registration form collects (spec 002 §3). */
export interface PatientRegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  /** `###-####-#######-#`. */
  emiratesId: string;
  /** 'YYYY-MM-DD'. */
  birthday: string;
  gender: Schemas['RegistrationGender'];
  location: string;
  /** `+971-## ### ####`. */
  phone: string;
  password: string;
  confirmPassword: string;
  insurances: readonly string[];
}

/**
 * The `POST /hospitals` body: the contract's field names; the location as the
 * JSON text of `[latitude, longitude]`; the insurances as repeated parts.
 */
export function toHospitalRegistrationBody(input: HospitalRegistrationInput): Schemas['HospitalRegistration'] {
  return {
    name: input.name.trim(),
    type: input.type,
    tradeLicenseNo: input.tradeLicenseNo,
    issueDate: input.issueDate,
    expiryDate: input.expiryDate,
    phoneNo: input.phoneNo,
    email: input.email.trim(),
    password: input.password,
    confirmPassword: input.confirmPassword,
    tradeLicenseFile: input.tradeLicenseFile,
    insurances: [...input.insurances],
    address: input.address.trim(),
    state: input.state,
    location: JSON.stringify([input.location.lat, input.location.lng]),
  };
}

/** The `POST /patients` body (registerPatient): the registration fields and the insurance ids as repeated parts. */
export function toPatientRegistrationBody(input: PatientRegistrationInput): Schemas['PatientRegistration'] {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    emiratesId: input.emiratesId,
    birthday: input.birthday,
    gender: input.gender,
    location: input.location.trim(),
    phone: input.phone,
    password: input.password,
    confirmPassword: input.confirmPassword,
    insurances: [...input.insurances],
  };
}

/** The multipart body of `POST /hospitals` (never encrypted). */
export function toHospitalRegistrationFormData(input: HospitalRegistrationInput): FormData {
  return toFormData(toHospitalRegistrationBody(input));
}

/** The multipart body of `POST /patients` (never encrypted). */
export function toPatientRegistrationFormData(input: PatientRegistrationInput): FormData {
  return toFormData(toPatientRegistrationBody(input));
}

/**
 * The text of a failed registration: the server's `message` when its answer
 * carried one, else `fallback` (spec 000 §8: "Problem while registeration of
 * hospital"). A failure without an answer (network) also reads as `fallback`.
 */
export function registrationErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('message' in body)) return fallback;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

type Hospital = Schemas['Hospital'];
type Patient = Schemas['Patient'];

/** `POST /hospitals` (multipart): the new hospital, pending an admin's approval. A verification e-mail goes out. */
export async function registerHospital(api: ApiClient, input: HospitalRegistrationInput): Promise<Hospital> {
  const answer = await api.upload('post', '/hospitals', { body: toHospitalRegistrationFormData(input) });
  return answer.data;
}

/** `POST /patients` (multipart): the new patient. A confirmation code is e-mailed. */
export async function registerPatient(api: ApiClient, input: PatientRegistrationInput): Promise<Patient> {
  const answer = await api.upload('post', '/patients', { body: toPatientRegistrationFormData(input) });
  return answer.data;
}

/** The hospital registration mutation; its error is an ApiError with the server's message. */
export function useRegisterHospital() {
  const api = useApi();
  return useMutation({
    mutationKey: ['post', '/hospitals'],
    mutationFn: (input: HospitalRegistrationInput) => registerHospital(api, input),
  });
}

/** The patient self-registration mutation; its error is an ApiError with the server's message. */
export function useRegisterPatient() {
  const api = useApi();
  return useMutation({
    mutationKey: ['post', '/patients'],
    mutationFn: (input: PatientRegistrationInput) => registerPatient(api, input),
  });
}
