/** How many of an Emirates ID's digits a pharmacy sees: the last 4 (#21). */
const VISIBLE_DIGITS = 4;

/**
 * An Emirates ID with every digit but the last 4 replaced by `•`, dashes and
 * any other character kept where they are: `784-1990-1234567-1` →
 * `•••-••••-••••567-1` (what a pharmacy is shown of the patient's ID).
 */
export function maskEmiratesId(emiratesId: string): string {
  const digits = emiratesId.replace(/\D/g, '').length;
  let seen = 0;
  return emiratesId.replace(/\d/g, (digit) => {
    seen += 1;
    return seen > digits - VISIBLE_DIGITS ? digit : '•';
  });
}
