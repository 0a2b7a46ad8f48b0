// The ledger's laws on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): every sequence
// of payments, releases, payouts of the released share, refunds and retried postings keeps every journal entry balanced, posts each
// movement once, and leaves held = paid − released − refunded; a reversal undoes an entry once.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitFee } from '../bookings/pricing';
import { startTestServer, type TestServer } from '../../testing/harness';
import {
  assertBalanced,
  balanceOf,
  balances,
  journal,
  kindTotal,
  postEntry,
  reverseEntry,
  unbalancedEntries,
  type NewEntry,
} from './ledger';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

type Op =
  | { type: 'pay'; charge: number; amount: number }
  | { type: 'release'; charge: number }
  | { type: 'refund'; charge: number }
  | { type: 'payout'; charge: number }
  | { type: 'retry' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('pay' as const),
    charge: fc.nat(3),
    amount: fc.integer({ min: 50, max: 5_000_000 }),
  }),
  fc.record({ type: fc.constant('release' as const), charge: fc.nat(3) }),
  fc.record({ type: fc.constant('refund' as const), charge: fc.nat(3) }),
  fc.record({ type: fc.constant('payout' as const), charge: fc.nat(3) }),
  fc.constant({ type: 'retry' as const }),
);

let run = 0;
/** The negation without -0 (a credit balance read as a positive amount). */
const minus = (n: number) => 0 - n;

describe('the ledger', () => {
  it('refuses an unbalanced entry, a fractional amount and a zero line', () => {
    expect(() => {
      assertBalanced([{ account: 'client_funds_held', amountMinor: 100, currency: 'usd' }]);
    }).toThrow();
    expect(() => {
      assertBalanced([
        { account: 'processor_clearing', amountMinor: 100, currency: 'usd' },
        { account: 'client_funds_held', amountMinor: -99, currency: 'usd' },
      ]);
    }).toThrow('not balanced');
    expect(() => {
      assertBalanced([
        { account: 'processor_clearing', amountMinor: 10.5, currency: 'usd' },
        { account: 'client_funds_held', amountMinor: -10.5, currency: 'usd' },
      ]);
    }).toThrow('integer');
    expect(() => {
      assertBalanced([
        { account: 'processor_clearing', amountMinor: 100, currency: 'usd' },
        { account: 'client_funds_held', amountMinor: -100, currency: 'eur' },
      ]);
    }).toThrow('not balanced');
  });

  it('any sequence keeps every entry balanced, posts each movement once, and held = paid − released − refunded', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 14 }), async (ops) => {
        run += 1;
        const db = server.services.db;
        const state = new Map<
          number,
          { status: 'held' | 'released' | 'paidOut' | 'refunded'; amount: number }
        >();
        let last: NewEntry | null = null;
        const expected = { paid: 0, released: 0, refunded: 0 };
        const before = {
          paid: minus(await kindTotal(db, 'payment', 'client_funds_held', 'usd')),
          released: await kindTotal(db, 'release', 'client_funds_held', 'usd'),
          refunded: await kindTotal(db, 'refund', 'client_funds_held', 'usd'),
        };
        for (const step of ops) {
          let entry: NewEntry | null = null;
          const now = new Date();
          if (step.type === 'retry') {
            entry = last;
          } else {
            const charge = state.get(step.charge);
            const key = `run${run}-charge${step.charge}`;
            if (step.type === 'pay' && charge === undefined) {
              entry = {
                kind: 'payment',
                key: `${key}-payment`,
                projectId: null,
                description: 'pay',
                now,
                lines: journal.payment(step.amount, 'usd'),
              };
              state.set(step.charge, { status: 'held', amount: step.amount });
              expected.paid += step.amount;
            } else if (step.type === 'release' && charge?.status === 'held') {
              const { platformFee } = splitFee(charge.amount);
              entry = {
                kind: 'release',
                key: `${key}-release`,
                projectId: null,
                description: 'release',
                now,
                lines: journal.release(charge.amount, platformFee, 'usd'),
              };
              charge.status = 'released';
              expected.released += charge.amount;
            } else if (step.type === 'refund' && charge?.status === 'held') {
              entry = {
                kind: 'refund',
                key: `${key}-refund`,
                projectId: null,
                description: 'refund',
                now,
                lines: journal.refund(charge.amount, 'usd'),
              };
              charge.status = 'refunded';
              expected.refunded += charge.amount;
            } else if (step.type === 'payout' && charge?.status === 'released') {
              const share = charge.amount - splitFee(charge.amount).platformFee;
              if (share > 0) {
                entry = {
                  kind: 'payout',
                  key: `${key}-payout`,
                  projectId: null,
                  description: 'payout',
                  now,
                  lines: journal.payout(share, 'usd'),
                };
              }
              charge.status = 'paidOut';
            }
          }
          if (entry === null) continue;
          await postEntry(db, entry);
          last = entry;
        }
        expect(await unbalancedEntries(db)).toEqual([]);
        const paid = minus(await kindTotal(db, 'payment', 'client_funds_held', 'usd')) - before.paid;
        const released = (await kindTotal(db, 'release', 'client_funds_held', 'usd')) - before.released;
        const refunded = (await kindTotal(db, 'refund', 'client_funds_held', 'usd')) - before.refunded;
        expect({ paid, released, refunded }).toEqual(expected);
        const all = await balances(db);
        const held = minus(balanceOf(all, 'client_funds_held', 'usd'));
        const everPaid = minus(await kindTotal(db, 'payment', 'client_funds_held', 'usd'));
        const everReleased = await kindTotal(db, 'release', 'client_funds_held', 'usd');
        const everRefunded = await kindTotal(db, 'refund', 'client_funds_held', 'usd');
        expect(held).toBe(everPaid - everReleased - everRefunded);
        // What left escrow went somewhere: fees, what voice actors are owed and what was paid out to
        // them (transfers and payouts) equal what was released.
        const everPaidOut =
          (await kindTotal(db, 'transfer', 'voice_actor_payable', 'usd')) +
          (await kindTotal(db, 'payout', 'voice_actor_payable', 'usd'));
        expect(
          minus(balanceOf(all, 'platform_fees', 'usd') + balanceOf(all, 'voice_actor_payable', 'usd')) +
            everPaidOut,
        ).toBe(everReleased);
        // Nobody is paid out more than was released to them: nothing owed is ever negative.
        expect(minus(balanceOf(all, 'voice_actor_payable', 'usd'))).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 25 },
    );
  });

  it('a reversal negates an entry once, and the balances return to where they were', async () => {
    const db = server.services.db;
    const now = new Date();
    const before = await balances(db);
    const posted = await postEntry(db, {
      kind: 'payment',
      key: 'reversal-test-payment',
      projectId: null,
      description: 'pay',
      now,
      lines: journal.payment(12_345, 'usd'),
    });
    expect(posted.created).toBe(true);
    expect(
      (
        await postEntry(db, {
          kind: 'payment',
          key: 'reversal-test-payment',
          projectId: null,
          description: 'pay',
          now,
          lines: journal.payment(12_345, 'usd'),
        })
      ).created,
    ).toBe(false);
    const reversal = await reverseEntry(db, posted.id, { description: 'posted by mistake', now });
    expect(reversal.created).toBe(true);
    expect((await reverseEntry(db, posted.id, { description: 'again', now })).created).toBe(false);
    const after = await balances(db);
    for (const account of ['client_funds_held', 'processor_clearing'] as const) {
      expect(balanceOf(after, account, 'usd')).toBe(balanceOf(before, account, 'usd'));
    }
    expect(await unbalancedEntries(db)).toEqual([]);
  });
});
