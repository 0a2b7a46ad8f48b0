import { describe, expect, it } from 'vitest';
import { operations } from '../packages/sdk/src/generated/operations';
import { SPEC_CALLS, type Method } from './spec-coverage.calls';

// Section 7 of the product spec ("The calls it makes") against the document: the calls it names
// (the table, spec-coverage.calls.ts), the operations the document designs for actions it names
// without a method or path, and the operations that come from other spec lines; together, every
// operation of the document once.

interface ExtraOperation {
  readonly method: Method;
  readonly path: string;
  /** The spec line the operation comes from, and why it is not a call the spec names literally. */
  readonly from: string;
}

// ### Application-level actions whose method and path are not shown: the document designs them.
const DESIGNED = [
  // Section 2's /invitation-preferences and the hash form of /notification-preferences/{hash_id}
  // (issue 46), and section 5's rule that removing the client role keeps the others, for the user
  // themself: section 7 names no call behind them.
  'getInvitationPreferences',
  'updateInvitationPreferences',
  'getEmailSettingByToken',
  'updateEmailSettingByToken',
  'leaveClientRole',
  // Section 2's experiments tool, admin pages and tester feature requests (issue 46): section 7
  // names no call to list experiments, choose one's variant, read the staff actions or list requests.
  'listExperiments',
  'setExperimentVariant',
  'listStaffActions',
  'listFeatureRequests',
  // Sections 1 and 4: the client pays a Secure Payment booking (charge_status pending to paid) and a
  // charge can end refunded, but section 7 names no call that pays or refunds.
  'payProject',
  'refundProject',
  // Section 1's Secure Payment: the browser tokenizes the card with the processor's script, which needs
  // its publishable key (and the local sandbox's address); no call gives them.
  'getPaymentProcessor',
  // Sections 2 and 5: the finance page (admin and finance roles) and the funds actions, but no call that
  // lists the bookings finance looks after, nor the ledger's totals.
  'listSecurePayments',
  'getLedgerTotals',
  // Issue 43: paying an additional payment (the spec adds them, names no call that pays one), the
  // reconciliation's report and the finance actions log, which finance must see.
  'payProjectAdditionalPayment',
  'getReconciliationReport',
  'listFinanceActions',
  // Issue 43: the reconciliation reports zero drift after the test suite's payments, and finance runs it
  // when the books must be checked now, not at the next scheduled run.
  'runReconciliation',
  // Issue 43: finance records a payout made by the voice actor's chosen method (PayPal, Payoneer, Wise,
  // bank details) and the voice actor sees how their released funds were paid out; section 2's
  // /payment-preferences/{hash_id} names no call behind the hash.
  'recordProjectPayout',
  'listProviderPayouts',
  'getPaymentPreferencesLink',
  // Issue 44: the membership page shows invoices from the ledger; section 7 names no call listing them.
  'listSubscriptionInvoices',
  'editBooking',
  'restoreAccount',
  'createProviderFromInvite',
  'createProvider',
  'setInvitation',
  'getProvidersByIds',
  'setClientRole',
  'getAllAttributes',
  // Section 7's experiments (section 6: bots get Original, testers see [TEST]): the User carries a
  // signed-in user's variants, nothing gives an anonymous visitor theirs.
  'getExperiment',
  // Section 2 names the /{username} profile address but no call that resolves a username.
  'getProviderByUsername',
  // Section 2 lists /voice-over-jobs among the public routes; section 7 names no call behind it.
  'getOpenCastingsSummary',
  // Section 2's notification preferences page shows the current choices; section 7 lists only the update.
  'getUserEmailSettings',
  // Sections 2 and 3: the editor edits the work experience; section 7 lists only its GET.
  'createProviderWorkExperience',
  'updateProviderWorkExperience',
  'deleteProviderWorkExperience',
  // Sections 4 and 6: admins approve or disapprove projects, but no call lists the projects
  // waiting for approval across users (issue 16's approval queue).
  'listPendingApprovalProjects',
  // Section 3 puts endorsements on the voice actor's profile; section 7 has no call that lists them.
  'listProviderEndorsements',
  // Section 2's feedback submit screen shows the audition it asks about; section 7 names only the call
  // that posts the feedback, none that reads the request from its mailed hash.
  'getPublicFeedbackRequest',
  // Section 7 signs in only through the identity provider's page; scripts and tests (@vo/sdk/testing's
  // signIn) need e-mail and password without scraping that page (issue 14).
  'signInWithPassword',
  // Sections 2 and 6: /sc/{id} carries an encoded id holding project ids and makes its visitor an
  // owner; section 7 names no call that makes such an id or opens it.
  'createShareControlLink',
  'acceptShareControlLink',
  // Section 2's /booking-settings screen shows and saves the voice actor's rates, and section 7's quotes
  // price from them, but section 7 names no call that reads or writes them (issue 42).
  'getProviderBookingSettings',
  'updateProviderBookingSettings',
  // The settings form previews the price of settings not saved yet; the pricing rule lives on the
  // server only, so the screen asks rather than copying it.
  'previewProviderBookingSettings',
  // The admin's pending messages queue needs the held messages across users; section 7 only counts
  // them per user and approves or rejects them per user.
  'listPendingMessages',
] as const;

// Operations of the document that section 7 does not name literally, each from a spec line.
const EXTRA: readonly ExtraOperation[] = [
  {
    // Projects: "DELETE of a question or answer". The spec gives no path; the question's delete is its
    // own path (in SPEC_CALLS), the answer's is designed under its question.
    method: 'delete',
    path: '/projects/{id}/qa/{questionId}/answers/{answerId}',
    from: 'Projects: "DELETE of a question or answer" (the answer)',
  },
  {
    // Others: "tags" names the path only; the document gives it GET (list, in SPEC_CALLS) and POST
    // (create a tag or set its excluded flag), section 6: the admin may "manage tags".
    method: 'post',
    path: '/tags',
    from: 'Others: "tags" (second method: admin create/exclude, section 6 "manage tags")',
  },
  {
    // Others: "categoryPages (paged, footer, similarPages, insights)". similarPages and insights hang
    // off one category page; reading that page by its slug is not named.
    method: 'get',
    path: '/categoryPages/{slug}',
    from: 'Others: "categoryPages (paged, footer, similarPages, insights)" (one page by slug)',
  },
  {
    // Section 8: "The test page lists 400, 401, 403, 404, 503, network, navigation and JavaScript
    // errors". The HTTP ones need a real server answer; method and path are designed here.
    method: 'get',
    path: '/testing/errors/{status}',
    from: 'Error catalogue: "The test page lists 400, 401, 403, 404, 503 ..." (the HTTP errors, answered for real)',
  },
];

const key = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;
const operationKeys = new Set(operations.map((op) => key(op.method, op.path)));
const specKeys = new Set(SPEC_CALLS.map((c) => key(c.method, c.path)));
const extraKeys = new Set(EXTRA.map((e) => key(e.method, e.path)));
const designedIds: ReadonlySet<string> = new Set(DESIGNED);

describe('spec section 7 coverage', () => {
  it('names each call once', () => {
    expect(specKeys.size).toBe(SPEC_CALLS.length);
    expect(extraKeys.size).toBe(EXTRA.length);
    expect([...extraKeys].filter((k) => specKeys.has(k))).toEqual([]);
  });

  it.each(SPEC_CALLS)('$call is $method $path in the document', ({ method, path }) => {
    expect(operationKeys.has(key(method, path)), key(method, path)).toBe(true);
  });

  it.each(DESIGNED)('%s is an operation the document designs', (operationId) => {
    const op = operations.find((o) => o.operationId === operationId);
    expect(op, operationId).toBeDefined();
    expect(op?.designed).toBe(true);
  });

  it('designs no other operation', () => {
    const designed = operations.filter((op) => op.designed).map((op) => op.operationId);
    expect(designed.sort()).toEqual([...DESIGNED].sort());
  });

  it.each(EXTRA)('extra $method $path exists ($from)', ({ method, path }) => {
    expect(operationKeys.has(key(method, path)), key(method, path)).toBe(true);
  });

  it('has no operation the spec does not ask for', () => {
    const unasked = operations
      .filter((op) => !designedIds.has(op.operationId))
      .map((op) => key(op.method, op.path))
      .filter((k) => !specKeys.has(k) && !extraKeys.has(k));
    expect(unasked).toEqual([]);
  });

  it('counts every operation once', () => {
    expect(SPEC_CALLS.length + DESIGNED.length + EXTRA.length).toBe(operations.length);
  });
});
