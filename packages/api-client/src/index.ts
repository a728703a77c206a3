// Public API of @aafiya/api-client: the typed client on the OpenAPI contract in
// openapi/, its session, uploads, TanStack Query bindings and query hooks.
// The envelope has its own entry (@aafiya/api-client/envelope) for the server;
// the mocks (@aafiya/api-client/mocks) are never part of this entry.
import type { components } from './schema.gen';

export { ApiError, errorMessageOf, isApiError, NETWORK_ERROR_MESSAGE } from './client/api-error';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  DEFAULT_BASE_URL,
  LOGIN_PATH,
} from './client/create-api-client';
export type { EnvelopeOptions } from './client/server-key';
export { ENCRYPTED_PAYLOAD_REQUIRED, ENVELOPE_KEY_HEADER, INVALID_ENCRYPTED_PAYLOAD } from './envelope/format';
export * from './queries';
export * from './notifications';
export { ApiProvider, type ApiProviderProps, useApi } from './react/api-provider';
export { createQueryClient } from './react/query-client';
export type { components, operations, paths } from './schema.gen';
export { createMemoryStorage, createSession, type Role, SESSION_KEYS, type Session, type SessionUser } from './session';
export { currentTimezone, DEFAULT_TIMEZONE } from './timezone';
export { fillPath, type UploadFunction, type UploadOptions, type UploadPath } from './upload/client-upload';
export { type UploadRequest, type UploadXhr, uploadWithProgress } from './upload/upload';

/** A component schema of the contract by name: `Schema<'Doctor'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
