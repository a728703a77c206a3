// Public API of @aafiya/api-client. The typed client, session helpers and
// query hooks grow here from the OpenAPI contract in openapi/.
export { currentTimezone, DEFAULT_TIMEZONE } from './timezone';
