import { describe, expectTypeOf, it } from 'vitest';
import type { Offer, User } from '../generated/types';
import { createApiClient } from './core';
import type { ApiError } from './errors';
import { createMemoryTokenStorage } from './tokens';

const client = createApiClient({ baseUrl: '/api', tokens: createMemoryTokenStorage() });

describe('typed calls', () => {
  it('types the body of a known path', async () => {
    const { data } = await client.unwrap(client.api.GET('/users/me'));
    expectTypeOf(data).toEqualTypeOf<User>();
  });

  it('types list bodies as arrays', async () => {
    const { data } = await client.unwrap(client.api.GET('/offers', { params: { query: { page: 1 } } }));
    expectTypeOf(data).toEqualTypeOf<Offer[]>();
  });

  it('never asks the caller for the headers the core sets', () => {
    // x-session-id is required by the document, yet a call compiles without it.
    void client.api.GET('/users/me');
  });

  it('rejects an unknown path', () => {
    // @ts-expect-error -- no such path in the document
    void client.api.GET('/users/everyone');
  });

  it('rejects a method the path does not have', () => {
    // @ts-expect-error -- /users/me has no DELETE
    void client.api.DELETE('/users/me');
  });

  it('rejects a path parameter of the wrong type', () => {
    // @ts-expect-error -- a user id is a number
    void client.api.GET('/users/{id}', { params: { path: { id: 'maria' } } });
  });

  it('requires the path parameters', () => {
    // @ts-expect-error -- {id} is missing
    void client.api.GET('/users/{id}', {});
  });

  it('rejects an unknown query parameter', () => {
    // @ts-expect-error -- offers have no `color` filter
    void client.api.GET('/offers', { params: { query: { color: 'red' } } });
  });

  it('rejects a body that misses a required field or has the wrong type', () => {
    // @ts-expect-error -- a note needs its message
    void client.api.POST('/projects/{id}/notes', { params: { path: { id: 'p7Xk2LmQ9v' } }, body: {} });
    void client.api.POST('/projects/{id}/notes', {
      params: { path: { id: 'p7Xk2LmQ9v' } },
      // @ts-expect-error -- message is text, not a number
      body: { message: 42 },
    });
  });

  it('rejects an enum value the document does not list', () => {
    void client.api.POST('/projects/{id}/close', {
      params: { path: { id: 'p7Xk2LmQ9v' } },
      // @ts-expect-error -- not a closing reason
      body: { reason: 'bored' },
    });
  });

  it('throws ApiError from unwrap', () => {
    expectTypeOf<
      Parameters<NonNullable<Parameters<typeof createApiClient>[0]['onError']>>[0]
    >().toEqualTypeOf<ApiError>();
  });
});
