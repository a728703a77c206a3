import type { Catalog } from './messages';

/**
 * Texts of the forms components (English: the specification's wording).
 *
 * English (loaded alone: messages/forms.ar.ts has the Arabic).
 */
export default {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  selectPlaceholder: 'Select…',
  searchPlaceholder: 'Search…',
  noMatches: 'No matches',
  remove: 'Remove',
  selected: 'Selected',
  moreMatches: '{{count}} more, keep typing to narrow down',
  optional: 'optional',
  // NumberField (ours): why a keystroke was refused, and its step buttons.
  numbersOnly: 'Only numbers can be typed here.',
  wholeNumbersOnly: 'Only whole numbers can be typed here.',
  decimalPlaces: 'At most {{places}} digits after the decimal point.',
  increase: 'Increase',
  decrease: 'Decrease',
  // MaskedField values cut short (ours; the specification has no text for them).
  phoneIncomplete: 'Enter the whole phone number: +971-## ### ####',
  emiratesIdIncomplete: 'Enter the whole Emirates ID: ###-####-#######-#',
  tradeLicenceIncomplete: 'Trade License Number must be 7 digits',
} satisfies Catalog;
