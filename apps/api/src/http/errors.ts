import { HttpError } from './http-error';

interface PgLikeError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** Turns database constraint violations into clear client answers (never a 500). */
export function fromDatabaseError(error: unknown): HttpError | undefined {
  const pgError = (error as { cause?: PgLikeError }).cause ?? (error as PgLikeError);
  switch (pgError.code) {
    case '23505':
      return new HttpError(409, uniqueMessage(pgError));
    case '23P01':
      return new HttpError(409, 'This slot overlaps another slot of the same provider');
    case '23503':
      return new HttpError(409, 'A referenced record does not exist or is still in use');
    case '23514':
    case '22P02':
    case '22007':
    case '22008':
    case '22003': // a number beyond its column's range, e.g. an integer over 2147483647
    case '22021': // a character the database cannot store (NUL), should one get past the validator
      return new HttpError(400, 'A value is not valid');
    default:
      return undefined;
  }
}

function uniqueMessage(error: PgLikeError): string {
  const text = `${error.constraint ?? ''} ${error.detail ?? ''}`;
  if (text.includes('email')) return 'This email is already registered';
  if (text.includes('emirates_id')) return 'This Emirates ID is already registered';
  return 'This record already exists';
}
