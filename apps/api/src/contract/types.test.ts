// The handler types promise a non-null viewer to the operations the generator lists as
// authenticated (AuthenticatedOperationId); the server keeps that promise by refusing anonymous
// callers of the operations it reads as 'required' (contract.test.ts proves the 401). These tests
// prove both readings of the document's security agree, and what the type gives a handler.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { operations } from '@vo/sdk/mocks';
import type { AuthenticatedOperationId } from '@vo/sdk';
import { operationSpecs } from './document';
import type { HandlerContext } from './types';
import type { Viewer } from '../auth/viewer';

describe('who may call each operation', () => {
  it('reads the same auth mode from the document as the generated operation index', () => {
    const generated = Object.fromEntries(operations.map((op) => [op.operationId, op.auth]));
    const served = Object.fromEntries(operationSpecs.map((op) => [op.operationId, op.auth]));
    expect(served).toEqual(generated);
  });

  it('lists as authenticated exactly the operations whose auth is required', () => {
    type Required = Extract<(typeof operations)[number], { auth: 'required' }>['operationId'];
    expectTypeOf<AuthenticatedOperationId>().toEqualTypeOf<Required>();
    const required = operations.filter((op) => op.auth === 'required').map((op) => op.operationId);
    expect(required).toContain('getMe');
    expect(required).not.toContain('getProvider');
  });

  it('gives an authenticated handler a viewer, and the others maybe none', () => {
    expectTypeOf<HandlerContext<'getMe'>['viewer']>().toEqualTypeOf<Viewer>();
    expectTypeOf<HandlerContext<'createFavorite'>['viewer']>().toEqualTypeOf<Viewer>();
    expectTypeOf<HandlerContext<'getProvider'>['viewer']>().toEqualTypeOf<Viewer | null>();
    expectTypeOf<HandlerContext<'searchProviders'>['viewer']>().toEqualTypeOf<Viewer | null>();
  });
});
