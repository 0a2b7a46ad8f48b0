import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FinanceAction, LedgerTotals, ReconciliationReport, SecurePaymentItem } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageHeaders } from '../../testing/offers';
import { castingWith } from '../../testing/projects';
import { documentOf, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { FinancePage } from './FinancePage';

/**
 * `/finance` (issue 43; admin and finance roles): the ledger's totals, the Secure Payment bookings by
 * stage, release and refund after a confirmation, a refusal in the server's words.
 */
const meta = {
  title: 'Screens/Finance',
  component: FinancePage,
  ...storyAppAnnotations,
} satisfies Meta<typeof FinancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (
  id: number,
  name: string,
  stage: SecurePaymentItem['stage'],
  amount: number,
  payout: Pick<SecurePaymentItem, 'owed' | 'payout_method'> = { owed: 0, payout_method: 'paypal' },
): SecurePaymentItem => ({
  project_id: id,
  public_hash: `fin${String(id)}`,
  name,
  stage,
  amount,
  currency: 'usd',
  client_name: 'Dana Client',
  voice_actor_name: 'Maria Lopez',
  ...payout,
  updated_at: '2026-12-07T10:00:00Z',
});
const items = [
  item(801, 'Harbor Bank radio spot', 'ready_to_release', 30000),
  item(802, 'Cedar Bakery jingle read', 'held', 12000),
  item(803, 'Lakeside Dental greeting', 'awaiting_payment', 9000),
  item(804, 'Podcast trailer read', 'released', 22000, { owed: 17600, payout_method: 'paypal' }),
  item(805, 'Museum audio guide', 'refunded', 45000),
  item(806, 'Radio drama read', 'released', 10000, { owed: 8000, payout_method: null }),
  item(807, 'Ferry safety announcement', 'released', 5000),
];
const totals: LedgerTotals = {
  currency: 'usd',
  paid: 124000,
  held: 42000,
  released: 37000,
  platform_fees: 7400,
  voice_actor_share: 29600,
  paid_out: 4000,
  owed: 25600,
  refunded: 45000,
  reconciles: true,
};

const cleanReport: ReconciliationReport = {
  ran_at: '2026-12-07T03:00:00Z',
  checked: 12,
  drift_count: 0,
  drifts: [],
};
const actions: FinanceAction[] = [
  {
    id: 3,
    action: 'payout.recorded',
    project_id: 807,
    user_id: 17,
    user_name: 'Dana Finance',
    amount: 4000,
    currency: 'usd',
    created_at: '2026-12-06T15:00:05Z',
  },
  {
    id: 2,
    action: 'funds.released',
    project_id: 804,
    user_id: 17,
    user_name: 'Dana Finance',
    amount: 22000,
    currency: 'usd',
    created_at: '2026-12-06T15:00:00Z',
  },
];

/** What funds_released answers: the booking with its funds released. */
const releasedProject = castingWith({
  id: 801,
  public_hash: 'fin801',
  type: 'booking',
  status: 'completed',
  secure_payment_enabled: true,
  charge_status: 'funds_released',
  secure_payment_status: 'funds_released',
});

const api = (answers: MockAnswers = {}): MockAnswers => ({
  listSecurePayments: ({ url, reply }) => {
    const stage = url.searchParams.get('stage');
    const rows = stage === null ? items : items.filter((row) => row.stage === stage);
    return reply(200, rows, pageHeaders(1, 20, rows.length));
  },
  getLedgerTotals: totals,
  getReconciliationReport: cleanReport,
  listFinanceActions: ({ reply }) => reply(200, actions, pageHeaders(1, 10, actions.length)),
  ...answers,
});
const at = (path: string, answers?: MockAnswers) =>
  appAt(path, { user: users.finance, activeRole: 'client', api: api(answers) });

const rowOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('article', { name }, LOADED));

/** Every stage: the totals reconcile; each booking with its stage, price and people. */
export const EveryStage: Story = {
  parameters: { app: at('/finance') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(
      'The ledger reconciles: held equals paid minus released minus refunded. Owed equals the voice actors’ share minus what was paid out.',
      {},
      LOADED,
    );
    const ready = await rowOf(canvasElement, 'Harbor Bank radio spot');
    await expect(ready.getByText('Ready to release · $300.00')).toBeVisible();
    await expect(ready.getByRole('button', { name: 'Release $300.00' })).toBeVisible();
    const held = await rowOf(canvasElement, 'Cedar Bakery jingle read');
    await expect(held.queryByRole('button', { name: /Release/ })).toBeNull();
    await expect(held.getByRole('button', { name: 'Refund' })).toBeVisible();
    const owed = await rowOf(canvasElement, 'Podcast trailer read');
    await expect(owed.getByText('Owed to the voice actor: $176.00 · Paid by PayPal.')).toBeVisible();
    await expect(owed.getByRole('button', { name: 'Record payout' })).toBeVisible();
    const noMethod = await rowOf(canvasElement, 'Radio drama read');
    await expect(
      noMethod.getByText(
        'Owed to the voice actor: $80.00 · The voice actor has no payout method yet: they were asked to add one.',
      ),
    ).toBeVisible();
    await expect(noMethod.queryByRole('button')).toBeNull();
    const paidOut = await rowOf(canvasElement, 'Ferry safety announcement');
    await expect(paidOut.queryByText(/Owed to the voice actor/)).toBeNull();
    await expect(paidOut.queryByRole('button')).toBeNull();
    await canvas.findByText(/12 records compared, no drift\./, {}, LOADED);
    const log = within(await canvas.findByRole('list', { name: 'Finance actions' }, LOADED));
    await expect(log.getByText(/Funds released · \$220\.00 · project #804 · by Dana Finance/)).toBeVisible();
    await expect(
      log.getByText(
        /Paid out by the voice actor’s payout method · \$40\.00 · project #807 · by Dana Finance/,
      ),
    ).toBeVisible();
  },
};

/** The reconciliation found a payment the ledger lacks. */
const driftReport: ReconciliationReport = {
  ...cleanReport,
  drift_count: 1,
  drifts: [
    {
      kind: 'missing_in_ledger',
      processor_ref: 'pi_3Qx2Yz3AbCdEfGhI',
      project_id: 802,
      ledger_amount: null,
      processor_amount: 12000,
      message: 'The processor’s payment_intent.succeeded for pi_3Qx2Yz3AbCdEfGhI has no ledger entry.',
    },
  ],
};

/** The reconciliation found drift: said as an alert, each difference in its words. */
export const ReconciliationDrift: Story = {
  parameters: { app: at('/finance', { getReconciliationReport: driftReport }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LOADED);
    await expect(alert).toHaveTextContent('1 difference between the ledger and the processor.');
    await expect(
      within(canvas.getByRole('list', { name: 'Drift' })).getByText(
        'The processor’s payment_intent.succeeded for pi_3Qx2Yz3AbCdEfGhI has no ledger entry.',
      ),
    ).toBeVisible();
  },
};

/** Drift fixed: finance reconciles now, and the report read again is the new run's, without drift. */
export const ReconcileNow: Story = {
  parameters: {
    app: at('/finance', {
      getReconciliationReport: () => report,
      runReconciliation: () => {
        report = { ...cleanReport, ran_at: '2026-12-07T18:05:00Z', checked: 13 };
        return report;
      },
    }),
  },
  beforeEach: () => {
    report = driftReport;
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('alert', {}, LOADED);
    const reconcile = canvas.getByRole('button', { name: 'Reconcile now' });
    await userEvent.click(reconcile);
    await canvas.findByText(/13 records compared, no drift\./, {}, LOADED);
    reconcile.blur(); // its focus ring would depend on the story before (.storybook/visual.setup.ts)
    await expect(canvas.queryByRole('list', { name: 'Drift' })).toBeNull();
    await expect(storyApp(context).api.calls('runReconciliation')).toHaveLength(1);
  },
};
let report: ReconciliationReport = cleanReport;

/** Filtered by stage: the list asks the server for that stage only. */
export const FilteredByStage: Story = {
  parameters: { app: at('/finance') },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await rowOf(context.canvasElement, 'Harbor Bank radio spot');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Stage' }), 'held');
    await waitFor(
      () => expect(canvas.queryByRole('article', { name: 'Harbor Bank radio spot' })).toBeNull(),
      LOADED,
    );
    await rowOf(context.canvasElement, 'Cedar Bakery jingle read');
    await expect(storyApp(context).location()).toBe('/finance?stage=held');
    await expect(
      storyApp(context)
        .api.calls('listSecurePayments')
        .map((call) => call.url)
        .at(-1),
    ).toBe('/api/payments/charges?stage=held&page=1&size=20');
  },
};

/** Release after confirming: the dialog says what goes where; done, the page says so. */
export const Release: Story = {
  parameters: { app: at('/finance', { setProjectFundsReleased: releasedProject }) },
  play: async (context) => {
    const ready = await rowOf(context.canvasElement, 'Harbor Bank radio spot');
    await userEvent.click(ready.getByRole('button', { name: 'Release $300.00' }));
    const dialog = within(
      await documentOf(context.canvasElement).findByRole('dialog', {
        name: 'Release $300.00 to the voice actor?',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Release the funds' }));
    await within(context.canvasElement).findByText(
      'Released $300.00 of “Harbor Bank radio spot” to the voice actor.',
      {},
      LOADED,
    );
    const call = storyApp(context).api.calls('setProjectFundsReleased')[0];
    await expect(call?.url).toBe('/api/projects/fin801/funds_released');
    await expect(call?.headers.get('idempotency-key')).toMatch(/^release-/);
  },
};

/** Record payout: the dialog shows the voice actor's method, the reference is typed, then done. */
export const RecordPayout: Story = {
  parameters: {
    app: at('/finance', {
      recordProjectPayout: {
        project_id: 804,
        public_hash: 'fin804',
        name: 'Podcast trailer read',
        amount: 17600,
        currency: 'usd',
        status: 'paid_out',
        method: 'paypal',
        reference: '5TY05013RG002845M',
        released_at: '2026-12-06T15:00:00Z',
        paid_at: '2026-12-07T10:00:00Z',
      },
    }),
  },
  play: async (context) => {
    const owed = await rowOf(context.canvasElement, 'Podcast trailer read');
    await userEvent.click(owed.getByRole('button', { name: 'Record payout' }));
    const dialog = within(
      await documentOf(context.canvasElement).findByRole('dialog', {
        name: 'Record a payout of $176.00 to Maria Lopez?',
      }),
    );
    await expect(dialog.getByText('Payout method: PayPal')).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Record the payout' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'PayPal transaction ID' }),
      ' 5TY05013RG002845M ',
    );
    await userEvent.click(confirm);
    await within(context.canvasElement).findByText(
      'Recorded the PayPal payout of $176.00 to Maria Lopez for “Podcast trailer read”.',
      {},
      LOADED,
    );
    const call = storyApp(context).api.calls('recordProjectPayout')[0];
    await expect(call?.url).toBe('/api/projects/fin804/payout');
    await expect(call?.headers.get('idempotency-key')).toMatch(/^payout-/);
    await expect(call?.body).toEqual({ method: 'paypal', reference: '5TY05013RG002845M' });
  },
};

/** A refused payout: the server's words in the dialog, the typed reference kept. */
export const PayoutRefused: Story = {
  parameters: {
    app: at('/finance', {
      recordProjectPayout: ({ reply }) =>
        reply(422, {
          ...errorBody(
            'UnprocessableEntityError',
            'Maria Lopez is paid by Wise, not PayPal: record the payout by their current method.',
          ),
          code: 'payout_method_mismatch',
        }),
    }),
  },
  play: async ({ canvasElement }) => {
    const owed = await rowOf(canvasElement, 'Podcast trailer read');
    await userEvent.click(owed.getByRole('button', { name: 'Record payout' }));
    const dialog = within(
      await documentOf(canvasElement).findByRole('dialog', {
        name: 'Record a payout of $176.00 to Maria Lopez?',
      }),
    );
    const reference = dialog.getByRole('textbox', { name: 'PayPal transaction ID' });
    await userEvent.type(reference, 'PAY-1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Record the payout' }));
    await expect(await dialog.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Maria Lopez is paid by Wise, not PayPal: record the payout by their current method.',
    );
    await expect(reference).toHaveValue('PAY-1234');
  },
};

/** A refused refund: the server's words in the dialog, which stays open. */
export const RefundRefused: Story = {
  parameters: {
    app: at('/finance', {
      refundProject: ({ reply }) =>
        reply(409, {
          ...errorBody('ConflictError', 'The payment is not held: there is nothing to refund.'),
          code: 'charge_not_held',
        }),
    }),
  },
  play: async ({ canvasElement }) => {
    const held = await rowOf(canvasElement, 'Cedar Bakery jingle read');
    await userEvent.click(held.getByRole('button', { name: 'Refund' }));
    const dialog = within(
      await documentOf(canvasElement).findByRole('dialog', { name: 'Refund $120.00 to the client?' }),
    );
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'duplicate');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund the payment' }));
    await expect(await dialog.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'The payment is not held: there is nothing to refund.',
    );
  },
};

/** Nothing at a stage: the empty state says so. */
export const Empty: Story = {
  parameters: {
    app: at('/finance?stage=refunded', {
      listSecurePayments: ({ reply }) => reply(200, [], pageHeaders(1, 20, 0)),
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No bookings refunded' }, LOADED);
  },
};

/** The ledger does not reconcile: said as an alert. */
export const DoesNotReconcile: Story = {
  parameters: { app: at('/finance', { getLedgerTotals: { ...totals, held: 41000, reconciles: false } }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LOADED);
    await expect(alert).toHaveTextContent('The ledger does not reconcile');
  },
};

/** The list cannot be loaded: the failure in place with Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: at('/finance', {
      listSecurePayments: ({ reply }) =>
        reply(503, errorBody('ServiceUnavailableError', 'Try again in a moment.')),
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'The payments could not be loaded' }, LOADED);
  },
};
