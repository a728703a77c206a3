import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from './fixtures';
import { createHandlers } from './handlers';

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

const lookup = async (kind: string) => {
  const response = await fetch(`${BASE}/lookups/${kind}`);
  return ((await response.json()) as { data: { _id: string }[] }).data.map((item) => item._id);
};

describe('default answers of the lookups', () => {
  it.each([
    ['countries', catalogues.countries],
    ['genders', catalogues.genders],
    ['languages', catalogues.languages],
    ['insurances', catalogues.insuranceLookups],
  ])('GET /lookups/%s answers its own list', async (kind, list) => {
    expect(await lookup(kind)).toEqual(list.map((item) => item._id));
  });
});
