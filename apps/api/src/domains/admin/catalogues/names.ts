// The names every catalogue item has (002 §3: name_en, name_ar). The contract
// refuses missing and blank ones with the specification's messages (§5:
// 'Required ( English )', 'Required ( In English )', ...).
import { conflict } from '../../../http/http-error';

/** The item's names as sent, without surrounding spaces. */
export function namesOf(body: { name_en: string; name_ar: string }) {
  return { nameEn: body.name_en.trim(), nameAr: body.name_ar.trim() };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return code === '23505';
}

/**
 * Runs a write of an item's names. A catalogue holds one item per English name
 * (a unique key in the database), so a second is refused with 409.
 * Spec choice: the specification shows no text for it; "This speciality already exists".
 */
export async function withUniqueName<T>(label: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`This ${label} already exists`);
    throw error;
  }
}
