import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activeCasting, castingWith, publicCasting } from '../../testing/projects';
import { documentOf, holdSnackbar, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ProjectPage } from './ProjectPage';

/**
 * A project's page (`/projects/{public_hash}`, spec section 2): the specs, the children, and the
 * owner's actions as the project machine offers them.
 */
const meta = {
  title: 'Screens/Project',
  component: ProjectPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = `/projects/${activeCasting.public_hash}`;
const owner = { user: users.client, activeRole: 'client' as const };
// The owners' specs show their private notes (listProjectNotes): none in these stories.
const ownerApi: MockAnswers = { getProject: activeCasting, listProjectNotes: [] };

/** The owner reads an active casting's specs, and is offered the actions of an active casting. */
export const OwnerSpecs: Story = {
  parameters: { app: appAt(path, { ...owner, api: ownerApi }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: activeCasting.name }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('now inviting')).toBeVisible();
    const specs = canvas.getByLabelText('Project specs');
    await expect(within(specs).getByText('English (North American), Spanish (Latin American)')).toBeVisible();
    await expect(within(specs).getByText('$250')).toBeVisible();
    await expect(within(specs).getByText('About 25')).toBeVisible();
    await expect(canvas.getByText(/Your future starts with a single step/)).toBeVisible();
    const manage = await canvas.findByRole('region', { name: 'Manage this project' }, LOADED);
    await within(manage).findByRole('button', { name: 'Share' }, LOADED); // last, with its own code
    const offered = within(manage)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(offered).toEqual([
      'Extend the deadline',
      'Stop receiving proposals',
      'Close with a reason',
      'Complete without a winner',
      'Switch to client invites only',
      'Turn secure payment on',
      'Copy the project',
      'Share',
    ]);
    await expect(canvas.getByRole('link', { name: 'Specs' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Extending by a week sends the new deadline and shows it. */
export const ExtendDeadline: Story = {
  parameters: {
    app: appAt(path, {
      ...owner,
      api: {
        ...ownerApi,
        extendProject: ({ body }) => castingWith({ deadline: body?.deadline ?? null }),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const page = documentOf(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Extend the deadline' }, LOADED));
    const dialog = await page.findByRole('dialog', { name: 'Extend the deadline' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '7 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('extendProject')
          .map((call) => call.body),
      ).toEqual([{ deadline: '2027-01-22T17:00:00.000Z' }]),
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await holdSnackbar(context.canvasElement, 'Deadline extended to Jan 22, 2027, 5:00 PM');
  },
};

/**
 * Secure payment is a project action of castings too (spec section 4): the owner turns it on, and
 * the machine then offers turning it off instead.
 */
export const SecurePaymentOnCasting: Story = {
  parameters: {
    app: appAt(path, {
      ...owner,
      api: {
        ...ownerApi,
        enableProjectSecurePayments: castingWith({
          secure_payment_enabled: true,
          charge_status: 'pending',
          secure_payment_status: 'pending_payment',
        }),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn secure payment on' }, LOADED));
    await expect(await canvas.findByRole('button', { name: 'Turn secure payment off' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Turn secure payment on' })).toBeNull();
    await expect(storyApp(context).api.calls('enableProjectSecurePayments')).toHaveLength(1);
    await holdSnackbar(context.canvasElement, 'Secure payment is on');
  },
};

/** Closing asks for the reason, sends it, and the page shows the closed casting's label. */
export const CloseWithReason: Story = {
  parameters: {
    app: appAt(path, {
      ...owner,
      api: {
        ...ownerApi,
        closeProject: ({ body }) =>
          castingWith({ status: 'closed', closing_reason: body?.reason ?? 'client' }),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const page = documentOf(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close with a reason' }, LOADED));
    const dialog = await page.findByRole('dialog', { name: 'Close the project' });
    // An owner may close with reason client only; the platform's reason is for admins.
    await expect(within(dialog).queryByRole('radio', { name: /Closed by the platform/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the project' }));
    await expect(within(dialog).getByText('Choose the reason for closing.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Closed by the client/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the project' }));
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('closeProject')
          .map((call) => call.body),
      ).toEqual([{ reason: 'client' }]),
    );
    // No proposals: the closed casting's label is its closing reason (section 4).
    await expect(await canvas.findByText('client')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Extend the deadline' })).toBeNull();
    await holdSnackbar(context.canvasElement, 'Project closed successfully');
  },
};

/** Completing without a winner: Other needs a few words, then the reason and details are sent. */
export const CompleteWithoutWinner: Story = {
  parameters: {
    app: appAt(path, {
      ...owner,
      api: {
        ...ownerApi,
        completeProject: ({ body }) =>
          castingWith({
            status: 'completed',
            completion_reason: 'client',
            cancel_reason: body?.cancel_reason ?? null,
            winner_selected: false,
          }),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const page = documentOf(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Complete without a winner' }, LOADED));
    const dialog = await page.findByRole('dialog', { name: 'Complete without a winner' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Why are you completing it/ }),
      'other',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete the project' }));
    await expect(
      within(dialog).getByText('Tell us in a few words why you are completing the project.'),
    ).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Details/ }),
      'We recorded it in house.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete the project' }));
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('completeProject')
          .map((call) => call.body),
      ).toEqual([
        { reason: 'client', cancel_reason: 'other', cancel_reason_details: 'We recorded it in house.' },
      ]),
    );
    await expect(await canvas.findByText('completed')).toBeVisible();
  },
};

/** The server refuses (the casting closed meanwhile): its message shows in the dialog, the choice stays. */
export const ActionRefused: Story = {
  parameters: {
    app: appAt(path, {
      ...owner,
      api: {
        ...ownerApi,
        extendProject: ({ reply }) =>
          reply(409, errorBody('ConflictError', 'A project in status closed cannot be extended.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = documentOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Extend the deadline' }, LOADED));
    const dialog = await page.findByRole('dialog', { name: 'Extend the deadline' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '14 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await expect(
      await within(dialog).findByText('A project in status closed cannot be extended.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: '14 days' })).toBeChecked();
  },
};

/** A casting with every field of the form answered, usage too, as a voice actor gets it. */
const answeredCasting = {
  ...publicCasting,
  service_properties: { ...publicCasting.service_properties, usage: { value: 2, unit: 'year' as const } },
};
const voiceActor = { user: users.provider, activeRole: 'provider' as const };

/** The facts of a list (its terms and their words), as a voice actor reads them. */
const factsOf = (list: HTMLElement): Record<string, string> =>
  Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );

/**
 * A voice actor reads a public casting: every answer of the form (usage included, a field left
 * empty saying so), no actions, no invites.
 */
export const ReadOnly: Story = {
  parameters: { app: appAt(path, { ...voiceActor, api: { getProject: answeredCasting } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: activeCasting.name }, LOADED),
    ).toBeVisible();
    await expect(factsOf(canvas.getByLabelText('Project specs'))).toEqual({
      Languages: 'English (North American), Spanish (Latin American)',
      'Voice age and gender': 'Middle Aged Female',
      Usage: '2 years',
      'Script length': '11 words, about 4 s read aloud',
      'Proposals until': 'Jan 15, 2027, 5:00 PM',
      Budget: '$250',
      'Proposals wanted': 'About 25',
      'Secure payment': 'Off',
    });
    await expect(canvas.queryByRole('region', { name: 'Manage this project' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Invites' })).toBeNull();
    // A voice actor may audition while the casting receives proposals.
    await expect(canvas.getByRole('link', { name: 'Send your audition' })).toHaveAttribute(
      'href',
      `${path}/proposals/new/edit`,
    );
  },
};

/** The terms repeat what the work is done on: the usage with the budget, payment and deadline. */
export const Terms: Story = {
  parameters: { app: appAt(`${path}/terms`, { ...voiceActor, api: { getProject: answeredCasting } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(factsOf(await canvas.findByLabelText('Project terms', undefined, LOADED))).toEqual({
      Budget: '$250',
      Payment: 'Paid directly by the client',
      'Proposals until': 'Jan 15, 2027, 5:00 PM',
      Usage: '2 years',
      'Proposals wanted': 'About 25',
      Invitations: 'Now inviting',
    });
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The specs' query values: a failed invitation link's message, and granted ownership. */
export const SpecsNotices: Story = {
  parameters: {
    app: appAt(
      `${path}/specs?error=${encodeURIComponent('This invitation link has expired.')}&ownership_granted=1`,
      {
        ...owner,
        api: ownerApi,
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This invitation link has expired.', undefined, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('You are now an owner of this project')).toBeVisible();
  },
};

/** The invites child lists who was invited, how, and where each invitation stands. */
/** While the project is on its way: the skeleton holds its place. */
export const Loading: Story = {
  parameters: {
    app: appAt(path, { ...owner, api: { getProject: () => new Promise<never>(() => undefined) } }),
  },
  play: async ({ canvasElement }) => {
    const skeleton = await within(canvasElement).findByLabelText('Loading the project', undefined, LOADED);
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  },
};

/** The connection dropped: the screen offers to try again. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt(path, {
      ...owner,
      api: ownerApi,
      offline: (request) => new URL(request.url).pathname === `/api/projects/${activeCasting.public_hash}`,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This project could not be loaded' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A draft of someone else: the server answers 403, the error page says so (section 8). */
export const Forbidden: Story = {
  parameters: {
    app: appAt(path, {
      ...owner,
      api: {
        getProject: ({ reply }) =>
          reply(403, errorBody('ForbiddenError', 'Only this project’s owners may see it.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '403 Error' }, LOADED)).toBeVisible();
    await expect(canvas.getByText('Only this project’s owners may see it.')).toBeVisible();
  },
};
