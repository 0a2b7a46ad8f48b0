import { describe, expectTypeOf, it } from 'vitest';
import type { Offer, User } from '../generated/types';
import { createApiClient } from './core';
import type { ApiError } from './errors';
import type { ExactShape, UnknownField } from './exact';
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

  // openapi-fetch alone accepts these: an unknown key beside a known one passes its check.
  it('rejects an unknown query parameter beside known ones', () => {
    // @ts-expect-error -- 'colour' is not a field of this request
    void client.api.GET('/providers/search', { params: { query: { size: 3, colour: 'red' } } });
    // @ts-expect-error -- 'pge' is not a field of this request (numbers too)
    void client.api.GET('/offers', { params: { query: { project_id: 4821, pge: 2 } } });
  });

  it('rejects an unknown path parameter beside the real one', () => {
    // @ts-expect-error -- 'idd' is not a field of this request
    void client.api.GET('/users/{id}', { params: { path: { id: 1, idd: 2 } } });
  });

  it('rejects an unknown body field beside known ones, also in a nested object', () => {
    void client.api.PATCH('/users/{id}', {
      params: { path: { id: 1 } },
      // @ts-expect-error -- 'nmae' is not a field of this request
      body: { name: 'ok', nmae: 'x' },
    });
    void client.api.PATCH('/users/{id}', {
      params: { path: { id: 1 } },
      // @ts-expect-error -- 'navbar_tour_finishd' is not a field of this request
      body: { name: 'ok', discovery_flags: { navbar_tour_finishd: '2026-11-21T12:00:00Z' } },
    });
  });

  it('rejects a misspelt option beside real ones', () => {
    // @ts-expect-error -- 'parms' is not an option of a call
    void client.api.GET('/offers', { params: { query: { page: 1 } }, parms: {} });
  });

  it('names the unknown key in the error', () => {
    // The compiler says: Type 'string' is not assignable to type 'string & UnknownField<"colour">'.
    type Init = ExactShape<{ query: { size: number; colour: string } }, { query?: { size?: number } }>;
    expectTypeOf<Init>().toEqualTypeOf<{ query: { size: unknown; colour: UnknownField<'colour'> } }>();
    expectTypeOf<keyof UnknownField<'colour'>>().toEqualTypeOf<"'colour' is not a field of this request">();
  });

  it('still accepts exact calls, with or without the optional options', () => {
    void client.api.GET('/providers/search');
    void client.api.GET('/providers/search', { params: { query: { size: 3 } } });
    void client.api.PATCH('/users/{id}', {
      params: { path: { id: 1 } },
      body: { name: 'ok', discovery_flags: { navbar_tour_finished: '2026-11-21T12:00:00Z' } },
      signal: AbortSignal.timeout(1000),
    });
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
