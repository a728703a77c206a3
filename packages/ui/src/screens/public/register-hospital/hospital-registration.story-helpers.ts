import { catalogueName } from '@aafiya/api-client';
import { catalogues } from '@aafiya/api-client/mocks';
import type { StoryContext } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import type { FieldOption } from '../../../components/forms';
import { clickMap, waitForMap } from '../../../components/maps/map-story-utils';
import registrationAr from '../../../i18n/messages/registration.ar';
import registrationEn from '../../../i18n/messages/registration.en';
import type { HospitalRegistrationFields } from './hospital-registration.schema';

// Helpers of the registration stories' play functions. Not exported from the package.

export type Texts = typeof registrationEn;
export const en: Texts = registrationEn;
export const ar: Texts = registrationAr;

/** The insurance lookups of the mocks as options, in English or Arabic. */
export function insuranceOptions(locale: 'en' | 'ar' = 'en'): FieldOption[] {
  return catalogues.insuranceLookups.map((item) => ({
    id: item._id,
    label: catalogueName(item, locale),
  }));
}

/** A (tiny) trade licence PDF. */
export const licencePdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'trade-licence.pdf', { type: 'application/pdf' });

/** Step 1 filled in, as a returning visitor would have it. */
export const filledDetails: Partial<HospitalRegistrationFields> = {
  name: 'Marina Care Hospital',
  type: 'HOSPITAL',
  tradeLicenseNo: '1234567',
  issueDate: '2024-01-15',
  expiryDate: '2027-01-14',
  phoneNo: '+971-50 123 4567',
  email: 'info@marinacare.ae',
  password: 'Marina#2026',
  confirmPassword: 'Marina#2026',
  insurances: ['ins-daman'],
};

/** The play function's canvas (queries bound to the story's root). */
export type Canvas = StoryContext['canvas'];

/** A labelled field that has no ARIA role of its own (password, file), by the start of its label. */
export const byLabel = (canvas: Canvas, text: string) => canvas.getByLabelText(new RegExp(`^${text}`));

/** Types a date into a DateField group, day first (DD/MM/YYYY in both languages). */
export async function typeDate(canvas: Canvas, label: string, digits: string) {
  const [day] = within(canvas.getByRole('group', { name: label })).getAllByRole('spinbutton');
  if (!day) throw new Error(`No date segments in ${label}`);
  await userEvent.click(day);
  await userEvent.keyboard(digits);
}

/** Fills every field of step 1 through the keyboard and pointer, as a person would. */
export async function fillDetails(canvas: Canvas, texts: Texts = en, insurance = { search: 'Dam', name: 'Daman' }) {
  await userEvent.type(canvas.getByRole('textbox', { name: texts.name }), 'Marina Care Hospital');
  await userEvent.click(canvas.getByRole('radio', { name: texts.typeClinic }));
  await userEvent.type(canvas.getByRole('textbox', { name: texts.tradeLicenseNo }), '1234567');
  await userEvent.type(canvas.getByRole('textbox', { name: texts.phoneNo }), '501234567');
  await typeDate(canvas, texts.issueDate, '15012024');
  await typeDate(canvas, texts.expiryDate, '14012027');
  await userEvent.type(canvas.getByRole('textbox', { name: texts.email }), 'info@marinacare.ae');
  await userEvent.type(byLabel(canvas, texts.password), 'Marina#2026');
  await userEvent.type(byLabel(canvas, texts.confirmPassword), 'Marina#2026');
  await userEvent.upload(byLabel(canvas, texts.tradeLicenseFile), licencePdf());
  await userEvent.type(canvas.getByRole('combobox', { name: texts.insurances }), insurance.search);
  await userEvent.click(await screen.findByRole('option', { name: insurance.name }));
  // Close the list (it hides the rest of the page from assistive technology while open).
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** Waits for the offline map and clicks it near its centre: returns the point pinned. */
export async function pinOnMap(canvas: Canvas, canvasElement: HTMLElement, mapName = 'Map: choose a location') {
  const frame = await waitForMap(canvasElement);
  await expect(frame).toHaveAttribute('data-zoom', '8');
  const point = await clickMap(canvas.getByRole('application', { name: mapName }), [23.42, 53.85], 8, [60, -40]);
  await waitFor(() => expect(frame).toHaveAttribute('data-zoom', '14'));
  return point;
}

/**
 * The toast showing `text`. Found by its text: while a modal dialog is open the
 * toasts' region is hidden from the accessibility tree (screen readers hear
 * toasts through their own live announcement), so it cannot be found by role.
 */
export async function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen
      .getAllByText(text)
      .map((node) => node.closest<HTMLElement>('[data-slot="toast"]'))
      .find((node) => node !== null);
    if (!toast) throw new Error(`No toast says "${text}"`);
    return toast;
  });
}
