import { describe, expect, it } from 'vitest';
import { client, finance } from '@vo/machines/testing';
import {
  buildEvent,
  checkbox,
  choice,
  initialValues,
  json,
  number,
  OMIT,
  sender,
  text,
  toDisplayJson,
} from './payload';

describe('buildEvent', () => {
  const fields = [
    sender('finance'),
    number('amount', { initial: 250 }),
    text('note', { optional: true }),
    checkbox('urgent'),
    choice('reason', ['client', 'voice123'], { optional: true }),
    json('extra', { initial: { a: 1 } }),
  ];

  it('turns the first values of a form into the event they describe', () => {
    expect(buildEvent('x.go', fields, initialValues(fields))).toEqual({
      ok: true,
      event: { type: 'x.go', by: finance, amount: 250, urgent: false, extra: { a: 1 } },
    });
  });

  it('reads each kind of field', () => {
    const values = { by: 'client', amount: '12.5', note: 'hi', urgent: true, reason: '1', extra: '[1, 2]' };
    expect(buildEvent('x.go', fields, values)).toEqual({
      ok: true,
      event: {
        type: 'x.go',
        by: client,
        amount: 12.5,
        note: 'hi',
        urgent: true,
        reason: 'voice123',
        extra: [1, 2],
      },
    });
    expect(buildEvent('x.go', fields, { ...values, reason: OMIT })).toMatchObject({ ok: true });
  });

  it('says which fields are wrong, and why', () => {
    const built = buildEvent('x.go', fields, { by: 'nobody', amount: 'ten', urgent: false, extra: '{' });
    expect(built.ok).toBe(false);
    expect(built.ok ? {} : built.errors).toEqual({
      by: 'Sent by: pick a sender.',
      amount: 'amount: "ten" is not a number.',
      extra: expect.stringMatching(/^extra: not valid JSON/) as unknown,
    });
  });
});

describe('toDisplayJson', () => {
  it('names cast members and errors, and cuts cycles', () => {
    const cyclic: Record<string, unknown> = { by: client };
    cyclic['self'] = cyclic;
    expect(JSON.parse(toDisplayJson(cyclic))).toEqual({ by: '<client>', self: '<cycle>' });
    const shared = { getItem: () => null };
    expect(JSON.parse(toDisplayJson({ storage: shared, sessionStorage: shared }))).toEqual({
      storage: { getItem: '<function getItem>' },
      sessionStorage: { getItem: '<function getItem>' },
    });
    expect(JSON.parse(toDisplayJson({ error: new Error('Boom') }))).toEqual({
      error: { name: 'Error', message: 'Boom' },
    });
  });
});
