import { describe, expectTypeOf, it } from 'vitest';
import type { CloseProjectRequest, Offer, Project, User } from '../generated/types';
import {
  createMockApi,
  errorBody,
  mockOperation,
  type MockBody,
  type MockCall,
  type MockStatus,
} from './index';

// The typed answers exist so that a test cannot answer an operation with what the document does
// not allow: each `@ts-expect-error` below is a compile error the type check requires.
const user: User = {
  id: 5530,
  username: 'tom.baker',
  name: 'Tom Baker',
  roles: ['client'],
  provider_id: null,
  created_at: '2021-03-01T10:00:00Z',
};

describe('typed mock answers', () => {
  it('answer an operation with the body of its documented success response', () => {
    expectTypeOf<MockBody<'getMe'>>().toEqualTypeOf<User>();
    expectTypeOf<MockBody<'listOffers'>>().toEqualTypeOf<Offer[]>();
    expectTypeOf<MockBody<'closeProject'>>().toEqualTypeOf<Project>();
    expectTypeOf<MockBody<'triggerTestError'>>().toEqualTypeOf<null>();
    expectTypeOf<MockStatus<'closeProject'>>().toEqualTypeOf<
      200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 503
    >();
    mockOperation('getMe', { ...user, name: 'Tom Baker' });
    createMockApi({ getMe: user, listOffers: [], triggerTestError: null });
  });

  it('refuse a body of the wrong shape', () => {
    // @ts-expect-error id is an integer in the document
    mockOperation('getMe', { ...user, id: 'one' });
    // @ts-expect-error User has no nickname
    mockOperation('getMe', { ...user, nickname: 'tom' });
    // @ts-expect-error a User needs its required fields
    mockOperation('getMe', { id: 1 });
    // @ts-expect-error a list operation answers an array
    createMockApi({ listOffers: { id: 1 } });
    // @ts-expect-error the answer of getMe is not a Project
    createMockApi({ closeProject: user });
    // @ts-expect-error a resolver's success body is checked too
    createMockApi({ getMe: () => ({ ...user, roles: ['pilot'] }) });
  });

  it('refuse an operationId the document does not have', () => {
    // @ts-expect-error a renamed operation
    mockOperation('getMyself', user);
    // @ts-expect-error a renamed operation, in the answers of a MockApi
    createMockApi({ getme: user });
  });

  it('reply with the statuses the document gives the operation, and their bodies', () => {
    createMockApi({
      closeProject: ({ reply }) => reply(403, errorBody('ForbiddenError', 'Not your project.')),
      triggerTestError: ({ reply }) => reply(401, errorBody('NotTokenError', 'No token.')),
    });
    createMockApi({
      // @ts-expect-error closeProject never answers 418
      closeProject: ({ reply }) => reply(418, errorBody('ForbiddenError', 'Teapot.')),
    });
    createMockApi({
      // @ts-expect-error an error body needs code, name and no_report
      closeProject: ({ reply }) => reply(404, { message: 'Project not found.' }),
    });
    createMockApi({
      // @ts-expect-error the 401 of triggerTestError is an UnauthorizedError: ForbiddenError is not one of its names
      triggerTestError: ({ reply }) => reply(401, errorBody('ForbiddenError', 'No token.')),
    });
  });

  it('type what a resolver reads and what a test asserts on', () => {
    createMockApi({
      closeProject: ({ body, params, generated }) => {
        expectTypeOf(body).toEqualTypeOf<CloseProjectRequest | undefined>();
        expectTypeOf(params).toEqualTypeOf<{ readonly id: string }>();
        return { ...generated(), status: 'closed' };
      },
    });
    const api = createMockApi();
    expectTypeOf(api.calls('closeProject')).toEqualTypeOf<readonly MockCall<'closeProject'>[]>();
    expectTypeOf(api.calls('closeProject')[0]?.body).toEqualTypeOf<CloseProjectRequest | undefined>();
    // @ts-expect-error calls are read by operationId too
    api.calls('closeProjects');
  });
});
