// Bundle budgets: size-limit with @size-limit/file, gzip -9. `npm test` fails
// when one is exceeded (its "bundle budgets" step, right after the build;
// scripts/tests/bundle-budgets.test.mjs proves that it can fail); `npm run
// bench` prints the same table. After a build: `pnpm exec size-limit`.
//
// - Each site: the JavaScript and the CSS of its first route, i.e. what its
//   index.html loads plus the home page's lazy chunks (scripts/site-bundles.mjs).
// - The packages: every .js file of the library build, and @aafiya/ui's stylesheet.
//
// A limit is the size measured on 2026-11-24 plus about 3 %, rounded up
// (size-limit's kB is 1000 bytes). The aim for a site's first-route JavaScript
// is 150 KiB (153.6 kB); the role sites and the patient site are under it. The
// hospital site is not yet: its limit is today's size (157.9 kB) without the
// 3 %, so it cannot grow. Its last 4 KiB over the aim are the dashboard's own
// query hooks and view; the cut that would bring it under is the texts (every
// site carries every namespace in both languages, about 18 kB gzip), which is
// work in @aafiya/ui's i18n, not here (README, "Bundle sizes of the sites").
// Later the same day the shared site shell (route tables rendered by
// @aafiya/session's SiteRoutes, #15) moved it to 158.56 kB while the eight
// other sites shrank by 1–2 kB; its limit is that size, again without headroom.
// @aafiya/ui's three area entries (@aafiya/ui/public, /hospital, /shared) split
// the same code into more chunks, each gzipped alone: 122.6 kB, limit 127 kB.
// The offline map (#16): the UAE outline and the place gazetteer, each with the
// code that draws or searches it, are two chunks (dist/uae-*.js) that a map without
// tiles or a place search without a geocoder loads on first use, never part of a
// first route: they have their own budget (19.65 kB on 2026-11-24, limit 20.3 kB)
// instead of counting in the package's code.
// The shared-component fixes (#16) added 1.5 kB to the hospital's first route and
// 1.4 kB to @aafiya/ui's JS: the dialog's discard question, inner-layer Escape and
// focus return, the stacked phone tables, the back link, text isolation, number
// typing notes, the slot legend and their texts in both languages (the texts are
// about half). CSS grew by 0.16 kB (container queries of the phone tables and
// field grids). New limits: hospital JS 160.1 kB (today's size, no headroom, still
// over the aim: #18 cuts the texts), site CSS 9.6 kB, ui JS 132 kB, styles 9.5 kB.
// #17's password and throttling messages added 0.16 kB to the hospital's: 160.3 kB.
// #18 (speed): the texts load per language and per namespace (@aafiya/ui's
// i18n/catalogs.ts, one module each), the first screen's before the first
// render, the rest when a screen uses them; they are dynamic imports, so not
// counted here: English 1.2 kB for a role site's shell (common, shell,
// navigation), 2.9 kB for the hospital's dashboard (plus hospital, table,
// forms, files); Arabic 1.6 and 4.5 kB. The notifications' client loads after
// the first paint. First-route JS on 2026-11-25: role sites 127.1–128.4 kB
// (from 143.5–144.8), patient 128.6 (144.7), hospital 145.0 (160.3). Still over
// #18's aim of 120 kB: react-dom (~57 kB), i18next with react-i18next (~16 kB),
// TanStack Query (~10 kB) and tailwind-merge (~8 kB) are in every first route.
// @aafiya/session grew by 0.4 kB (the texts' bootstrap, the lazy notifications): 6.28 kB.
// #19 (the doctor area, 2026-11-25): its screens, the diagnosis and its modals, the
// verification and patient-report pages add 38.6 kB to @aafiya/ui's JS (170.6 kB; limit
// 176 kB) and 4.2 kB of hooks to @aafiya/api-client (40.7 kB; limit 42 kB). None of it is
// in a first route but the doctor's calendar (doctor 129.5 kB, under its 131.5 kB); the
// other sites' first routes did not change. Their classes add 0.1 kB to every site's CSS
// (9.7 kB; limit 10 kB) and to the package's stylesheet (9.49 kB; limit 9.8 kB).
// Measurement fix (2026-11-25, #20): a site's first route now counts the page of its
// '/' route as its routes.ts names it (site-bundles.mjs homePageOf), not only a
// src/pages/home.tsx. The doctor's home is his calendar: his first route is
// 280.1 kB, not the 129.5 kB measured without it. The month calendar is built on
// react-aria's Calendar (grid, keyboard, focus, labels) and its create dialog on
// react-aria's fields: react-aria's shared code (65 kB), the date field (29 kB)
// and the calendar screen (25 kB). Far over #18's 120 kB aim; the cut is a month
// grid of our own without react-aria and the create dialog loaded on first use
// (#18). Later the same day the calendar (the doctor's, the nurse's own, a doctor's
// opened by a nurse) loads right after the heading into a skeleton of its 900 px
// (provider-schedule-deferred.tsx): the doctor's first route is 132.3 kB. Limit:
// today's size plus 3 %.
// #20 (nurse and receptionist areas, 2026-11-25): their homes are a day's
// appointments. Their filters (react-aria's date field) and tables (TanStack
// Table, the End Treatment dialog) load right after the first paint into a
// skeleton of their size, as the hospital's dashboard does; the first routes are
// the heading, the shell, the query client and the hooks: nurse 141.0 kB,
// receptionist 144.6 kB (with them in the first route: 260 and 264 kB). Limits:
// today's size plus 3 %. Their screens add 14.7 kB to @aafiya/ui's JS (190.7 kB;
// limit 196.5 kB); their hooks bring @aafiya/api-client to 41.9 kB (limit 43.2 kB) and
// the sign-in notice @aafiya/session to 6.47 kB (limit 6.7 kB).
// #18, tailwind-merge (2026-11-25): cn() merges with tailwind-merge's engine and its
// default configuration restricted to the class groups our sources use
// (packages/ui/src/lib/tailwind-merge-config.gen.ts), not with twMerge's whole
// configuration: 3.4 kB less in every first route (admin 128.7 -> 125.3, doctor
// 132.3 -> 128.9, hospital 145.7 -> 142.3, laboratory 127.4 -> 124.0, nurse 141.6 ->
// 138.2, patient 129.5 -> 126.1, pharmacy 127.7 -> 124.2, receptionist 144.6 -> 141.2,
// vendor 127.4 -> 123.9). Limits: those sizes plus 3 %. @aafiya/ui's JS grows
// instead (193.2 -> 195.8 kB, under its 196.5 kB limit, kept): tailwind-merge is
// external to the library build, so the package never counted its configuration
// and now carries the restricted one; a consumer's bundle drops the full one.
// #18, texts without i18next (2026-11-25): @aafiya/ui's i18n has its own small
// runtime (i18n-instance.ts, translate.ts, use-translation.tsx: t with i18next's
// key syntax, plurals and interpolation, downloads with retries, a suspending
// useTranslation) instead of i18next and react-i18next (about 16 kB in every
// first route). First-route JS: admin 111.95 kB (from 128.71), doctor 114.25
// (132.32), hospital 127.04 (145.68), laboratory 110.61 (127.39), nurse 123.48
// (141.6), patient 111.82 (129.47), pharmacy 110.89 (127.66), receptionist
// 126.19 (144.57), vendor 110.58 (127.35). Limits: those sizes plus 3 %. The
// runtime is now inside @aafiya/ui's build instead of external: its JS grew
// 1.02 kB (194.25 kB, still under its 196.5 kB limit).
// Both together, with "today" of the nurse's and receptionist's homes from Intl
// rather than dayjs (lib/day-key.ts; 2026-11-25): admin 108.5, doctor 110.9,
// hospital 123.6, laboratory 107.2, nurse 115.2, patient 108.4, pharmacy 107.5,
// receptionist 118.4, vendor 107.2 kB. Every site but the hospital's is under
// #18's 120 kB aim; their limits are today's size plus 3 %, never over 120 kB
// (the receptionist's is 120 kB), so a site cannot creep over the aim unnoticed.
// The hospital's: 127.5 kB until #18 brings it under.
// @aafiya/ui's own JS after both: 197.1 kB (the restricted merge configuration
// and the texts' runtime are inside the package now, while a site's bundle
// dropped the full tailwind-merge and i18next): limit 203 kB.
// #21 (the pharmacy made real, 2026-11-25): its home is the list of the prescriptions it
// dispensed. The heading, the Scan link, the list's query hooks and the skeleton are in the
// first route (111.61 kB, from 107.5); the Emirates ID search (react-hook-form's field),
// the table (TanStack Table) and the pager load right after the first paint, and the QR
// decoder (zxing-wasm, its 953 kB .wasm) and pdfjs only when the scan page decodes.
// Limit: today's size plus 3 %.
// The laboratory (#21, 2026-11-28): its home is the pending requests; the heading, the
// requests' query hooks and the spinner paint first (110.92 kB, from 107.2), the cards and
// their result forms (react-hook-form, the file field) load right after. Limit 114 kB.
// The two areas' screens add 18.2 kB to @aafiya/ui's JS (221.25 kB, limit 228 kB; the QR
// decoder and pdf.js stay external, loaded by the scan page on first use) and their hooks
// 1.9 kB to @aafiya/api-client (43.76 kB, limit 45 kB).
// The admin back office (#22, 2026-11-28): its home is the dashboard's counts; the shell, the
// dashboard's query hook and its skeleton cards paint first (114.49 kB, from 107.3 with the
// area's placeholder home; under #18's 120 kB aim); every other screen is its route's chunk.
// Limit 118 kB. Its screens add 20.4 kB to @aafiya/ui's JS (241.68 kB, limit 249 kB: six
// catalogues on one building block, approvals, finance, the PCR Schedule, claimed offers and
// the expense mock-ups) and their hooks 3 kB to @aafiya/api-client (46.79 kB, limit 48.2 kB).
// The vendor area (#23, 2026-11-28): its home is Vendor Packages. The heading and a spinner
// paint from the first route (108.84 kB); the list (the hospital's offer list, card menus,
// the confirmation) loads right after, and the offer modal (react-hook-form, the cropper)
// after that, before a click on Add Package needs it. Limit 112 kB (it was 267 kB with the
// list and modal in the first route). Its screens and the shared pieces made owner-neutral
// add 11 kB to @aafiya/ui's JS (252.61 kB, limit 260 kB); its hooks and the patient's points
// hooks 1.5 kB to @aafiya/api-client (48.29 kB, limit 50 kB).
// The patient site (#24, 2026-11-29): the real home (hero, speciality finder, the search block
// loaded right after the hero, store links) is the site's first route: 114.62 kB (108.4 with the
// placeholder landing), limit 118 kB, under the 120 kB aim. The searches, the hospital and
// doctor pages, booking, the legal and static pages add 31 kB to @aafiya/ui's JS (291.44 kB,
// limit 300 kB) and 0.35 kB of classes to every site's CSS (10.35 kB, limit 10.7 kB; the
// package's stylesheet 10.14 kB, limit 10.4 kB); their hooks 2.9 kB to @aafiya/api-client
// (51.2 kB, limit 53 kB).
// The patient dashboard's first five tabs (#25, 2026-11-29: family members, appointments, sick
// leaves, QR prescriptions, lab results, loaded per tab) add 11.7 kB to @aafiya/ui's JS
// (303.14 kB, limit 312 kB). The other two tabs, the Offers view and the on-screen QR code (the
// `qrcode` encoder, in the QR tab's chunk) bring it to 310.21 kB (limit 318 kB); the patient's push
// messages and account check (PatientNotifications, its own chunk loaded for a signed-in patient
// only) bring @aafiya/session to 7.79 kB (limit 8 kB). The patient site's first route: 115.93 kB.
import { existsSync } from 'node:fs';
import { firstRoute, sites } from './scripts/site-bundles.mjs';

/** First-route JavaScript and CSS budgets per site (apps/<name>). */
const siteLimits = {
  admin: { js: '118 kB', css: '10.7 kB' },
  doctor: { js: '114.5 kB', css: '10.7 kB' },
  hospital: { js: '127.5 kB', css: '10.7 kB' },
  laboratory: { js: '114 kB', css: '10.7 kB' },
  nurse: { js: '118.7 kB', css: '10.7 kB' },
  patient: { js: '118 kB', css: '10.7 kB' },
  pharmacy: { js: '115 kB', css: '10.7 kB' },
  receptionist: { js: '120 kB', css: '10.7 kB' },
  vendor: { js: '112 kB', css: '10.7 kB' },
};

const siteChecks = sites().flatMap((site) => {
  const limits = siteLimits[site.name];
  if (!limits) throw new Error(`.size-limit.js: no budget for apps/${site.name}`);
  const { js, css } = firstRoute(site);
  return [
    { name: `${site.name} (${site.prefix}): first-route JS`, path: js, gzip: true, limit: limits.js },
    { name: `${site.name} (${site.prefix}): CSS`, path: css, gzip: true, limit: limits.css },
  ];
});

/** Every .js file of a package's build; throws when it is not built, so a budget never measures nothing. */
function packageJs(name) {
  if (!existsSync(`packages/${name}/dist/index.js`))
    throw new Error(`packages/${name} is not built: run the build first`);
  return `packages/${name}/dist/**/*.js`;
}

/** The lazy chunks of the offline map: packages/ui/src/components/maps/uae-basemap.ts and uae-places.ts with their data. */
const mapData = 'packages/ui/dist/uae-*.js';

export default [
  ...siteChecks,
  { name: '@aafiya/ui: JS', path: [packageJs('ui'), `!${mapData}`], gzip: true, limit: '318 kB' },
  { name: '@aafiya/ui: offline map data (lazy)', path: mapData, gzip: true, limit: '20.3 kB' },
  { name: '@aafiya/ui: styles.css', path: 'packages/ui/dist/styles.css', gzip: true, limit: '10.4 kB' },
  { name: '@aafiya/api-client: JS', path: packageJs('api-client'), gzip: true, limit: '53 kB' },
  // The site shell and route table (#15) added 0.1 kB.
  { name: '@aafiya/session: JS', path: packageJs('session'), gzip: true, limit: '8 kB' },
];
