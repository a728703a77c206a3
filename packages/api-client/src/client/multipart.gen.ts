// Generated from openapi/dist/openapi.json by packages/api-client/scripts/contract.mjs.
// Do not edit: run `pnpm ws:generate`. `npm test` fails when this file is stale.

/** `METHOD /path` of every operation whose body is multipart: the client sends those bodies as FormData. */
export const multipartOperations: ReadonlySet<string> = new Set([
  'POST /hospitals',
  'PUT /hospitals/uploadImage/{id}',
  'PUT /hospitals/uploadProfilePicture/{id}',
  'POST /specialities',
  'PUT /specialities/{id}',
  'POST /insurances',
  'PUT /insurances/{id}',
  'POST /packageCategories',
  'PUT /packageCategories/{id}',
  'PUT /vendors/uploadProfilePicture/{id}',
  'PUT /vendors/uploadImage/{id}',
  'PUT /doctors/uploadProfilePicture/{id}',
  'PUT /nurse/uploadProfilePicture/{id}',
  'PUT /labortories/uploadProfilePicture/{id}',
  'PUT /receptionists/uploadProfilePicture/{id}',
  'POST /patients',
  'PUT /patients/uploadProfilePicture/{id}',
  'POST /labRequests/updateRequest',
  'PUT /pharmacies/uploadProfilePicture/{id}',
  'POST /promos',
  'POST /packages',
  'PUT /packages/{id}',
  'PUT /hospitalServices/{id}',
  'POST /hospitalServices',
]);
