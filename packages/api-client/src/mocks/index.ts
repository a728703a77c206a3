// @aafiya/api-client/mocks: typed fixtures and MSW handlers for every operation
// of the contract, shared by Storybook, unit tests and the apps' mock mode.
// Never imported by the main entry.
export { type AnswerContext, buildAnswer } from './answer';
export * from './fixtures';
export {
  createHandlers,
  DEFAULT_MOCK_BASE_URL,
  handlers,
  MOCK_PDF,
  type MockHandlerOptions,
  mockError,
  mockOperation,
  mockUrl,
  readMockJson,
} from './handlers';
export { MOCK_CLIENT_KEY_PAIR, MOCK_SERVER_KEY_PAIR } from './mock-keys';
export {
  type AnswerBody,
  type AnswerShape,
  type ContractOperation,
  contractOperations,
  type EntitySchemaName,
  entitySchemaNames,
} from './operations.gen';
