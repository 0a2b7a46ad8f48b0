import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ExperimentOverview } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { pageHeaders } from '../../testing/offers';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ExperimentsPage } from './ExperimentsPage';

/** `/experiments` (issue 46; testers and admins): the running experiments, and one's own variant. */
const meta = {
  title: 'Screens/Experiments',
  component: ExperimentsPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ExperimentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cro: ExperimentOverview = {
  name: 'category_pages_cro',
  variants: [
    { name: 'Original', assigned: 412 },
    { name: 'b', assigned: 398 },
    { name: 'c', assigned: 405 },
    { name: 'd', assigned: 0 },
  ],
  current_variant: 'b',
};
const api = (answers: MockAnswers = {}): MockAnswers => ({
  listExperiments: ({ reply }) => reply(200, [cro], pageHeaders(1, 100, 1)),
  ...answers,
});
const at = (answers?: MockAnswers) =>
  appAt('/experiments', { user: users.tester, activeRole: 'client', api: api(answers) });

/** Each variant with how many hold it; the tester's own marked. */
export const Running: Story = {
  parameters: { app: at() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: 'category_pages_cro' }, LOADED));
    await expect(card.getByText('Your variant: b')).toBeVisible();
    await expect(card.getByText('412 assigned (34%)')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'See variant b' })).toBeNull();
  },
};

/** Choosing a variant: asked for the caller only; the page says which one they now see. */
export const SeeAVariant: Story = {
  parameters: { app: at({ setExperimentVariant: { ...cro, current_variant: 'd' } }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'See variant d' }, LOADED));
    await expect(
      await canvas.findByText('You now see category_pages_cro as variant d.', {}, LOADED),
    ).toBeVisible();
    const [call] = storyApp(context).api.calls('setExperimentVariant');
    await expect(call?.url).toBe('/api/experiments/category_pages_cro');
    await expect(call?.body).toEqual({ variant: 'd' });
  },
};

/** A tester with no variant yet, and a refusal in the server's words. */
export const NoVariantYetRefused: Story = {
  parameters: {
    app: at({
      listExperiments: ({ reply }) => reply(200, [{ ...cro, current_variant: null }], pageHeaders(1, 100, 1)),
      setExperimentVariant: ({ reply }) =>
        reply(404, errorBody('NotFoundError', 'No running experiment has this name.')),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('You have no variant yet: the first page that runs it draws one.', {}, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'See variant c' }));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'No running experiment has this name.',
    );
  },
};

/** Nothing running: the empty state. */
export const NoneRunning: Story = {
  parameters: { app: at({ listExperiments: ({ reply }) => reply(200, [], pageHeaders(1, 100, 0)) }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No experiment is running' }, LOADED);
  },
};
