// Test and Storybook entry (`@vo/sdk/mocks`): MSW handlers and faker factories for every operation
// (handlers.ts), and typed answers by operationId with an API in the page (mockApi.ts). Never
// imported by production code (the lint forbids it), so msw and faker stay out of app bundles.
export * from '../generated/mocks';
export { operations } from '../generated/operations';
export type { OperationInfo } from '../generated/operations';
export {
  createMockHandlers,
  DEFAULT_MOCK_SEED,
  exampleRequest,
  MOCK_BASE,
  MOCK_REFERENCE_DATE,
  mockHandler,
  mswPath,
  seedMocks,
} from './handlers';
export {
  createMockApi,
  errorBody,
  MockReply,
  mockOperation,
  type MockAnswer,
  type MockAnswers,
  type MockApi,
  type MockApiOptions,
  type MockBody,
  type MockCall,
  type MockPathParams,
  type MockRequest,
  type MockRequestBody,
  type MockResolver,
  type MockResponseBody,
  type MockStatus,
  type OperationId,
  type UnansweredPolicy,
} from './mockApi';
