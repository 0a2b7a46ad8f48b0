import { ApiError } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { problemMessages, problemOf } from './formProblem';

const refusal = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({
    status: 400,
    code: 'validation_failed',
    message: 'refused',
    name: 'ValidationError',
    ...init,
  });

describe('problemOf', () => {
  it('flags every field the server’s details name, each with its own message', () => {
    const problem = problemOf(
      refusal({
        message: 'name must NOT have fewer than 1 characters',
        details: [
          { path: '/body/name', message: 'must NOT have fewer than 1 characters' },
          { path: '/body/service_properties/proposals_wanted', message: 'must be >= 1' },
          { path: '/body/service_properties/languages/0', message: 'must be integer' },
        ],
      }),
    );
    expect(problem).toEqual({
      fields: {
        name: 'name must NOT have fewer than 1 characters',
        proposalsWanted: 'service_properties.proposals_wanted must be >= 1',
        languages: 'service_properties.languages.0 must be integer',
      },
      message: null,
    });
    expect(problemMessages(problem)).toEqual([
      'name must NOT have fewer than 1 characters',
      'service_properties.languages.0 must be integer',
      'service_properties.proposals_wanted must be >= 1',
    ]);
  });

  it('puts a 422 code beside its field, and what names no field above the buttons', () => {
    expect(
      problemOf(refusal({ status: 422, code: 'proposals_wanted_over_limit', message: 'At most 50.' })),
    ).toEqual({ fields: { proposalsWanted: 'At most 50.' }, message: null });
    expect(problemOf(refusal({ status: 409, code: 'conflict', message: 'Closed meanwhile.' }))).toEqual({
      fields: {},
      message: 'Closed meanwhile.',
    });
    expect(problemOf(new Error('boom'))).toEqual({ fields: {}, message: 'something went wrong' });
  });
});
