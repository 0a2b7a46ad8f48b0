import { describe, expectTypeOf, it } from 'vitest';
import type { ApiError } from './client/errors';
import {
  getGetMeQueryKey,
  type ClosingReason,
  type GetMeQueryError,
  type GetMeQueryResult,
  type User,
  type useCloseProject,
} from './hooks';

// The hooks use orval's model types (exported from '@vo/sdk/hooks'), generated from the same schemas.
describe('generated hooks', () => {
  it('give typed data and ApiError errors', () => {
    expectTypeOf<GetMeQueryResult['data']>().toEqualTypeOf<User>();
    expectTypeOf<GetMeQueryResult['headers']>().toEqualTypeOf<Headers>();
    expectTypeOf<GetMeQueryError>().toEqualTypeOf<ApiError>();
  });

  it('have stable query keys', () => {
    expectTypeOf(getGetMeQueryKey()).toEqualTypeOf<readonly ['/users/me']>();
  });

  it('type mutation variables from the document', () => {
    type Variables = Parameters<ReturnType<typeof useCloseProject>['mutate']>[0];
    expectTypeOf<Variables['data']['reason']>().toEqualTypeOf<ClosingReason>();
  });
});
