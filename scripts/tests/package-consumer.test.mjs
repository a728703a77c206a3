// Uses the built packages the way another team would: plain Node ESM
// resolution (no "source" condition), the exports map, the stylesheet.
// Runs after `pnpm ws:build`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

test('@aafiya/ui resolves to its build and renders a Button', async () => {
  const entry = fileURLToPath(import.meta.resolve('@aafiya/ui'));
  assert.match(entry, /packages\/ui\/dist\/index\.js$/);
  const { Button, buttonVariants, cn } = await import('@aafiya/ui');
  const require = createRequire(entry);
  const React = require('react');
  const { renderToStaticMarkup } = require('react-dom/server');
  const html = renderToStaticMarkup(React.createElement(Button, { variant: 'danger' }, 'Delete'));
  assert.match(html, /^<button data-slot="button" class="[^"]*bg-danger-600[^"]*" type="button">Delete<\/button>$/);
  assert.equal(typeof buttonVariants, 'function');
  assert.equal(cn('px-2', 'px-4'), 'px-4');
});

test('@aafiya/ui has an entry per area, and the root re-exports their screens', async () => {
  const root = await import('@aafiya/ui');
  for (const [area, screen] of [
    ['public', 'LoginScreen'],
    ['hospital', 'DoctorsListScreen'],
    ['shared', 'PageNotFound'],
  ]) {
    const entry = fileURLToPath(import.meta.resolve(`@aafiya/ui/${area}`));
    assert.match(entry, new RegExp(`packages/ui/dist/${area}\\.js$`));
    const exports = await import(`@aafiya/ui/${area}`);
    assert.equal(typeof exports[screen], 'function', `@aafiya/ui/${area} exports ${screen}`);
    assert.equal(root[screen], exports[screen], `@aafiya/ui re-exports ${screen}`);
  }
  assert.equal(root.WelcomeBlock, undefined, 'a screen part stays inside the package');
});

test('@aafiya/ui ships its declarations and stylesheets', () => {
  const pkgDir = fileURLToPath(new URL('../../packages/ui/', import.meta.url));
  assert.ok(existsSync(`${pkgDir}dist/index.d.ts`), 'type declarations are built');
  const css = readFileSync(fileURLToPath(import.meta.resolve('@aafiya/ui/styles.css')), 'utf8');
  assert.match(css, /\.bg-primary-700/, 'the stylesheet holds the classes the components use');
  assert.match(css, /--color-primary-700/, 'the stylesheet holds the theme tokens');
  assert.doesNotMatch(css, /base64/, 'no inlined fonts or images in styles.css');
  assert.ok(existsSync(fileURLToPath(import.meta.resolve('@aafiya/ui/fonts.css'))));
  assert.ok(existsSync(fileURLToPath(import.meta.resolve('@aafiya/ui/theme.css'))));
});

test('@aafiya/api-client resolves to its build', async () => {
  const entry = fileURLToPath(import.meta.resolve('@aafiya/api-client'));
  assert.match(entry, /packages\/api-client\/dist\/index\.js$/);
  const { currentTimezone, createApiClient, createSession, createMemoryStorage } = await import('@aafiya/api-client');
  assert.equal(typeof currentTimezone(), 'string');
  const api = createApiClient({ baseUrl: 'http://localhost/api', session: createSession(createMemoryStorage()) });
  for (const method of ['GET', 'POST', 'PUT', 'DELETE']) assert.equal(typeof api[method], 'function');
  assert.equal(typeof api.query.useQuery, 'function');
  const main = readFileSync(entry, 'utf8');
  assert.doesNotMatch(main, /from "msw|mocks/, 'the main entry never includes the mocks');
});

test('@aafiya/api-client/envelope seals in one side and opens in the other', async () => {
  const { createEnvelopeClient, createEnvelopeServer, generateKeyPair } = await import('@aafiya/api-client/envelope');
  const server = createEnvelopeServer(generateKeyPair());
  const client = createEnvelopeClient(server.publicKey);
  assert.deepEqual(server.open(client.seal({ email: 'a@b.ae' }), client.publicKey), { email: 'a@b.ae' });
  assert.ok(existsSync(fileURLToPath(new URL('../../packages/api-client/dist/envelope/index.d.ts', import.meta.url))));
});

test('@aafiya/api-client/mocks gives fixtures and a handler per operation', async () => {
  const { handlers, fixtures, contractOperations } = await import('@aafiya/api-client/mocks');
  assert.equal(handlers.length, contractOperations.length);
  assert.ok(handlers.length > 150);
  assert.match(fixtures.Patient.emiratesId, /^784-/);
  assert.ok(existsSync(fileURLToPath(new URL('../../packages/api-client/dist/mocks/index.d.ts', import.meta.url))));
});

test('@aafiya/session resolves to its build and decides where users go', async () => {
  const entry = fileURLToPath(import.meta.resolve('@aafiya/session'));
  assert.match(entry, /packages\/session\/dist\/index\.js$/);
  const { homeOf, isInsideArea, landingPath, loginPathFor, RoleGuard, SiteRoot } = await import('@aafiya/session');
  assert.equal(homeOf('DOCTOR'), '/doctors');
  assert.equal(homeOf('SOMEONE'), '/login');
  assert.equal(isInsideArea('/doctor/12', '/doctors'), false);
  assert.equal(landingPath('HOSPITAL', '/hospital/doctors'), '/hospital/doctors');
  assert.equal(landingPath('HOSPITAL', '/admin'), '/hospital');
  assert.equal(loginPathFor('/admin'), '/login?redirect=%2Fadmin');
  assert.equal(typeof SiteRoot, 'function');
  assert.equal(typeof RoleGuard, 'function');
  assert.ok(existsSync(fileURLToPath(new URL('../../packages/session/dist/index.d.ts', import.meta.url))));
});
