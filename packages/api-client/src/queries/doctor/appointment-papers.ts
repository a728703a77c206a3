// What the diagnosis screen's papers (sick leave, lab request, QR prescription)
// share: the appointment they are written at, the signed-in doctor, the
// reader's language of a PDF, and "none yet" reads.
import { isApiError } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';

/** The appointment a paper is written at, and its patient. */
export interface PaperTarget {
  appointmentId: string;
  patientId: string;
}

/** The language a PDF is written in: the reader's (the contract's `lang`, English by default). */
export type PaperLanguage = 'en' | 'ar';

/** The message when no doctor is signed in (the session has no referenceId). */
export const NOT_SIGNED_IN = 'Please sign in again';

/** The signed-in doctor's id: the session's referenceId (001 §3 "User"). */
export function signedInDoctorId(api: ApiClient): string {
  const id = api.session.getReferenceId();
  if (!id) throw new Error(NOT_SIGNED_IN);
  return id;
}

/**
 * A read of an appointment's one record (its sick leave, its lab request):
 * the server answers 404 while there is none, which reads as null (the modal
 * then creates one, 001 §4). Other failures stay failures.
 */
export async function noneWhenMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** A PDF answer, or an error when the body is missing. */
export function pdfOf(data: Blob | undefined): Blob {
  if (!data) throw new Error('The document could not be downloaded');
  return data;
}

/** 'YYYY-MM-DD' of a date or date-time string (the day as written, no time zone involved). */
export function dayOf(value: string): string {
  return value.slice(0, 10);
}
