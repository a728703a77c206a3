// Story helpers of the staff forms (stories only; not exported from the package).
import { toLookupOptions } from '@aafiya/api-client';
import { catalogues, mockOperation, mockUrl, readMockJson } from '@aafiya/api-client/mocks';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import type { DoctorFormOptions } from './doctor-form-dialog';

const fieldOptions = (items: Parameters<typeof toLookupOptions>[0], locale: 'en' | 'ar' = 'en') =>
  toLookupOptions(items, locale).map(({ value, label }) => ({ id: value, label }));

/** The doctor form's choices from the fixtures. */
export function storyDoctorOptions(locale: 'en' | 'ar' = 'en'): DoctorFormOptions {
  return {
    specialities: fieldOptions(catalogues.specialities, locale),
    genders: fieldOptions(catalogues.genders, locale),
    countries: fieldOptions(catalogues.countries, locale),
    languages: fieldOptions(catalogues.languages, locale),
  };
}

/**
 * The doctor form's lookups, named explicitly (the default mocks answer each
 * `GET /lookups/…` with its own list too); put them before `handlers`.
 */
export const doctorLookupHandlers = [
  mockOperation('get', '/lookups/genders', { data: catalogues.genders }),
  mockOperation('get', '/lookups/countries', { data: catalogues.countries }),
  mockOperation('get', '/lookups/languages', { data: catalogues.languages }),
];

/** The open staff modal (portalled to the end of the body). */
export async function openDialog(name?: string | RegExp) {
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name });
  // A modal turns the page's pointer events off as it mounts and its own back on
  // one render later (Radix's DismissableLayer, from an effect): a click in
  // between finds the dialog deaf. No user is that quick; with React's
  // production build the play function was, in 8 stories.
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  return { dialog, inDialog: within(dialog) };
}

/** The queries of `within(dialog)` the helpers use. */
type Within = Pick<typeof screen, 'getByRole' | 'findByRole' | 'queryByRole'>;

/** Types into a labelled text field of the modal. */
export async function typeInto(inDialog: Within, label: string | RegExp, text: string) {
  await userEvent.type(inDialog.getByRole('textbox', { name: label }), text);
}

/** Chooses an option of a labelled Select of the modal. */
export async function choose(inDialog: Within, label: RegExp, option: string) {
  await userEvent.click(inDialog.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Fills first name, last name, email and mobile. */
export async function fillPerson(
  inDialog: Within,
  person: { firstName: string; lastName: string; email: string; mobile: string },
) {
  await typeInto(inDialog, 'First Name', person.firstName);
  await typeInto(inDialog, 'Last Name', person.lastName);
  await typeInto(inDialog, 'Email', person.email);
  await typeInto(inDialog, 'Mobile', person.mobile);
}

/** Fills every field of the ADD DOCTOR form with a new cardiologist. */
export async function fillDoctor(inDialog: Within) {
  await fillPerson(inDialog, {
    firstName: 'Omar',
    lastName: 'Khalid',
    email: 'omar.khalid@marinacare.ae',
    mobile: '501112233',
  });
  await typeInto(inDialog, /^Experience/, '12');
  await choose(inDialog, /Gender/, 'Male');
  await choose(inDialog, /Country/, 'United Arab Emirates');
  await choose(inDialog, /Language/, 'Arabic');
  const speciality = inDialog.getByRole('combobox', { name: 'Speciality' });
  await userEvent.type(speciality, 'cardio');
  await userEvent.click(await screen.findByRole('option', { name: 'Cardiology' }));
  // The list stays open for more choices; leaving the field closes it.
  await userEvent.tab();
  await waitFor(() => expect(inDialog.getByRole('row', { name: 'Cardiology' })).toBeVisible());
}

/** Expects each named field of the modal to read `message` as its description. */
export async function expectFieldErrors(fields: HTMLElement[], message: string) {
  for (const field of fields) {
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
  }
}

/**
 * A record the story can edit: `GET path` answers `{ data: record }` with the
 * latest record, `PUT path` merges the sent fields into it (`merge`, by
 * default a shallow one; so a detail page
 * that refetches after EDIT shows the change) and answers `putAnswer(record)`.
 * Put `handlers` first in the story's handlers and `reset()` in `beforeEach`.
 */
export function editableRecord<T extends object>(
  path: string,
  initial: T,
  putAnswer: (record: T) => unknown,
  merge: (record: T, body: Partial<T>) => T = (record, body) => ({ ...record, ...body }),
) {
  let record = initial;
  let gets = 0;
  return {
    handlers: [
      http.get(mockUrl(path), () => {
        gets += 1;
        return HttpResponse.json({ data: record });
      }),
      http.put(mockUrl(path), async ({ request }) => {
        record = merge(record, (await readMockJson(request)) as Partial<T>);
        return HttpResponse.json(putAnswer(record) as JsonBodyType);
      }),
    ],
    /** How many times the record was read. */
    gets: () => gets,
    reset: () => {
      record = initial;
      gets = 0;
    },
  };
}
