// For the catalogue tests: a server with one tenant (a user of every role), and
// calls that send the catalogue forms (multipart with an image, or JSON).
import { files } from '../../../../db/schema';
import { pngBytes } from '../../../../../test/fixtures';
import { staffClient, type TestServer } from '../../../../../test/staff-client';
import { createTenant, type Tenant } from '../../../../../test/tenants';
import { startTestServer } from '../../../../../test/test-server';

export type FormValue = string | number | File;

export const png = (name = 'logo.png', bytes: Uint8Array = pngBytes) => new File([bytes], name, { type: 'image/png' });

function formOf(fields: Record<string, FormValue>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value instanceof File ? value : String(value));
  return body;
}

export interface CatalogueTest {
  server: TestServer;
  api: ReturnType<typeof staffClient>;
  tenant: Tenant;
  /** A multipart call; the admin's unless another token (or none: '') is given. */
  multipart: (method: string, path: string, fields: Record<string, FormValue>, token?: string) => Promise<Response>;
  /** A JSON (or body-less) call; the admin's unless another token (or none: '') is given. */
  json: (method: string, path: string, body?: unknown, token?: string) => Promise<Response>;
  /** How many uploaded files the store has a row for. */
  storedFiles: () => Promise<number>;
  /** The status GET gives for a stored picture's URL. */
  fileStatus: (url: string | undefined) => Promise<number>;
}

export async function startCatalogueTest(tag: string): Promise<CatalogueTest> {
  const server = await startTestServer();
  const api = staffClient(server);
  const tenant = await createTenant(server, tag);
  const admin = tenant.tokens.ADMIN;
  const auth = (token: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    server,
    api,
    tenant,
    multipart: async (method, path, fields, token = admin) =>
      api.call(path, { method, headers: auth(token), body: formOf(fields) }),
    json: async (method, path, body, token = admin) => api.send(method, path, token || undefined, body),
    storedFiles: async () => (await server.services.database.db.select({ id: files.id }).from(files)).length,
    fileStatus: async (url) => (await server.app.request(url ?? '/api/files/none')).status,
  };
}
