// Story data of the hospital profile (stories only; not exported from the package).
import { type HospitalProfile, toHospitalProfile, toLookupOptions } from '@aafiya/api-client';
import { catalogues, hospitals, mockOperation } from '@aafiya/api-client/mocks';
import { expect, screen, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { canvasPicture } from '../../../stories/canvas-picture';
import type { HospitalUpdateOptions } from './hospital-update-dialog';

/** A picture as a data URI (stories run offline): a building of `hue` on a sky. */
export function buildingPicture(hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">` +
    `<rect width="320" height="240" fill="hsl(${hue} 60% 88%)"/>` +
    `<rect x="90" y="60" width="140" height="180" fill="hsl(${hue} 35% 45%)"/>` +
    `<rect x="145" y="180" width="30" height="60" fill="hsl(${hue} 30% 25%)"/>` +
    `<rect x="148" y="82" width="24" height="8" fill="#fff"/><rect x="156" y="74" width="8" height="24" fill="#fff"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const withPictures = (hospital: HospitalProfile): HospitalProfile => ({
  ...hospital,
  image: buildingPicture(175),
  gallery: [
    { id: 'marina-care-lobby.jpg', url: buildingPicture(200) },
    { id: 'marina-care-ward.jpg', url: buildingPicture(30) },
  ],
});

/** Marina Care Hospital (rated 4.6, open 08:00–22:00) as the view shows it. */
export const storyHospital = withPictures(toHospitalProfile(hospitals.marinaCare));
export const storyArabicHospital = withPictures(toHospitalProfile(hospitals.marinaCare, 'ar'));

/** A hospital rated 4.5 without hours or pictures: "Open Now", an empty gallery. */
export const storyBareHospital: HospitalProfile = {
  ...storyHospital,
  image: undefined,
  rating: 4.5,
  openingTime: null,
  closingTime: null,
  gallery: [],
};

const options = (items: Parameters<typeof toLookupOptions>[0], locale: 'en' | 'ar') =>
  toLookupOptions(items, locale).map(({ value, label }) => ({ id: value, label }));

/** The update modal's choices from the fixtures. */
export function storyUpdateOptions(locale: 'en' | 'ar' = 'en'): HospitalUpdateOptions {
  return { services: options(catalogues.addons, locale), insurances: options(catalogues.insuranceLookups, locale) };
}

/** The connected screen's lookups: insurances (the default mocks answer every lookup with countries). */
export const profileLookupHandlers = [
  mockOperation('get', '/lookups/insurances', { data: catalogues.insuranceLookups }),
];

/** The session of the signed-in Marina Care Hospital. */
export const hospitalSession = {
  token: 'story-token',
  role: 'HOSPITAL',
  referenceId: hospitals.marinaCare._id,
  user: JSON.stringify({ _id: 'user-marina', role: 'HOSPITAL', firstName: 'Marina Care Hospital', lastName: '' }),
};

/** A canvas-made JPEG picture of `width` × `height` (for the picture and gallery pickers). */
export function jpegPicture(name: string, width = 400, height = 300): Promise<File> {
  return canvasPicture(name, 'image/jpeg', width, height);
}

/** Opens a tab by its name. */
export async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
  await expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Confirms the open "Are you sure…?" question with its button. */
export async function confirmQuestion(question: string | RegExp, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}
