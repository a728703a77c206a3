import { http, HttpResponse } from 'msw';

/**
 * The shared fixtures (packages/api-client/src/mocks/fixtures) name pictures
 * as the API does, `/files/doctors/fatima-hashimi.jpg`, which exist on no
 * server a Storybook runs beside. This MSW handler (one of the worker's initial
 * handlers, so every story keeps it) answers them with the demo data's own
 * pictures (apps/api/src/seed/pictures), chosen by folder and, within it,
 * by the file's name, so a story always shows the same picture for a record
 * and the served Storybook logs no 404.
 */
const pictures = import.meta.glob<string>('../apps/api/src/seed/pictures/*.{jpg,png}', {
  eager: true,
  query: '?url',
  import: 'default',
});

const byPrefix = (prefix: string) =>
  Object.entries(pictures)
    .filter(([file]) => file.split('/').pop()?.startsWith(prefix))
    .map(([, url]) => url);

/** Which demo pictures stand for each folder's files. */
const folders: Record<string, string[]> = {
  doctors: byPrefix('portrait-doctor'),
  nurses: byPrefix('portrait-nurse'),
  receptionists: byPrefix('portrait-office'),
  patients: byPrefix('portrait-office'),
  laboratories: byPrefix('portrait-technician'),
  hospitals: byPrefix('building'),
  vendors: byPrefix('shop'),
  services: byPrefix('service'),
  packages: byPrefix('offer'),
  promos: byPrefix('offer'),
  insurances: byPrefix('category'),
};
const fallback = byPrefix('category');

/** A stable index from a file name (the same picture for the same record in every story). */
function pick(choices: string[], name: string): string | undefined {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return choices[hash % choices.length];
}

export const fixturePictures = http.get('*/files/:folder/:name', async ({ params }) => {
  const folder = String(params.folder);
  const name = String(params.name);
  if (!/\.(jpe?g|png|webp)$/i.test(name)) return undefined;
  const url = pick(folders[folder] ?? fallback, name);
  if (!url) return undefined;
  const picture = await fetch(url);
  return new HttpResponse(await picture.arrayBuffer(), {
    headers: { 'content-type': picture.headers.get('content-type') ?? 'image/png' },
  });
});
