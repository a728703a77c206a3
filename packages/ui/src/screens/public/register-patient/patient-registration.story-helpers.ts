import { expect, screen, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import {
  byLabel,
  en,
  typeDate,
  type Canvas,
  type Texts,
} from '../register-hospital/hospital-registration.story-helpers';

// Helpers of the patient registration stories' play functions. Not exported from the package.

/** Every field filled in through the keyboard and pointer, as a person would. */
export async function fillPatient(canvas: Canvas, texts: Texts = en, insurance = { search: 'Thi', name: 'Thiqa' }) {
  await userEvent.type(canvas.getByRole('textbox', { name: texts.firstName }), 'Mariam');
  await userEvent.type(canvas.getByRole('textbox', { name: texts.lastName }), 'Al Nuaimi');
  await userEvent.type(canvas.getByRole('textbox', { name: texts.email }), 'mariam@example.ae');
  await userEvent.type(canvas.getByRole('textbox', { name: texts.emiratesId }), '784199012345671');
  await typeDate(canvas, texts.birthday, '02041990');
  await userEvent.click(canvas.getByRole('radio', { name: texts.female }));
  await userEvent.type(canvas.getByRole('textbox', { name: texts.patientLocation }), 'Al Barsha, Dubai');
  await userEvent.type(canvas.getByRole('textbox', { name: texts.phone }), '559876543');
  await userEvent.type(byLabel(canvas, texts.password), 'Mariam#2026');
  await userEvent.type(byLabel(canvas, texts.confirmPassword), 'Mariam#2026');
  await userEvent.type(canvas.getByRole('combobox', { name: texts.insurances }), insurance.search);
  await userEvent.click(await screen.findByRole('option', { name: insurance.name }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** What `fillPatient` enters, as the form submits it. */
export const filledPatient = {
  firstName: 'Mariam',
  lastName: 'Al Nuaimi',
  email: 'mariam@example.ae',
  emiratesId: '784-1990-1234567-1',
  birthday: '1990-04-02',
  gender: 'FEMALE',
  location: 'Al Barsha, Dubai',
  phone: '+971-55 987 6543',
  password: 'Mariam#2026',
  confirmPassword: 'Mariam#2026',
  insurances: ['ins-thiqa'],
} as const;
