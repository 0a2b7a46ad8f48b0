import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Tag } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { pageHeaders } from '../../testing/offers';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { TagsPage } from './TagsPage';

/** `/admin/tags` (issue 46; admins): the tags, a file of tags, extraction, a sample's exclusions. */
const meta = {
  title: 'Screens/Tags',
  component: TagsPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof TagsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tag = (id: number, name: string, usage: number, excluded = false): Tag => ({
  id,
  name,
  excluded,
  usage_count: usage,
  created_at: '2026-03-11T09:15:00Z',
});
const tags = [
  tag(1207, 'corporate narration', 842),
  tag(2044, 'cartoon', 391, true),
  tag(2051, 'e-learning', 1),
];
const api = (answers: MockAnswers = {}): MockAnswers => ({
  listTags: ({ reply }) => reply(200, tags, pageHeaders(1, 20, tags.length)),
  ...answers,
});
const at = (answers?: MockAnswers) =>
  appAt('/admin/tags', { user: users.admin, activeRole: 'client', api: api(answers) });

/** The tags with their use; an excluded one is proposed again with one click. */
export const TagList: Story = {
  parameters: { app: at({ saveTag: tag(2044, 'cartoon', 391) }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByText('842 samples', {}, LOADED);
    await expect(canvas.getByText('391 samples · excluded')).toBeVisible();
    await expect(canvas.getByText('1 sample')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Propose again: cartoon' }));
    await expect(await canvas.findByText('Saved “cartoon”: proposed.', {}, LOADED)).toBeVisible();
    const [call] = storyApp(context).api.calls('saveTag');
    await expect(call?.body).toEqual({ name: 'cartoon', excluded: false });
  },
};

/** A file of tags imported onto the excluded list: what the import did, in figures. */
export const ImportFile: Story = {
  parameters: { app: at({ uploadTagsFile: { created: 118, updated: 6, skipped: 14 } }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const zone = await canvas.findByRole('group', { name: /Tags file/ }, LOADED);
    const input = zone.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('The drop zone has no file input.');
    await userEvent.upload(input, new File(['cartoon\nvillain\n'], 'tags.csv', { type: 'text/csv' }));
    await expect(canvas.getByText('Chosen: tags.csv')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Put every tag of the file on the excluded list' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Import the tags' }));
    await expect(
      await canvas.findByText('Imported: 118 created, 6 put on the excluded list, 14 skipped.', {}, LOADED),
    ).toBeVisible();
    await expect(storyApp(context).api.calls('uploadTagsFile')).toHaveLength(1);
  },
};

/** The tags a text is about. */
export const Extract: Story = {
  parameters: {
    app: at({
      extractTags: { sample_id: null, tags: [tags[0] ?? tag(1, 'x', 0), tags[2] ?? tag(2, 'y', 0)] },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Text' }, LOADED),
      'Corporate narration for an e-learning course.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Extract the tags' }));
    await expect(
      await canvas.findByText('Tags found: corporate narration, e-learning', {}, LOADED),
    ).toBeVisible();
  },
};

/** Excluding tags from a sample that is not found: the server's words; what was typed stays. */
export const ExcludeRefused: Story = {
  parameters: {
    app: at({
      appendExcludedTags: ({ reply }) => reply(404, errorBody('NotFoundError', 'No sample has this id.')),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sample = await canvas.findByRole('textbox', { name: 'Sample id' }, LOADED);
    await userEvent.type(sample, '88213');
    await userEvent.type(canvas.getByRole('textbox', { name: /Tags to exclude/ }), 'cartoon, villain');
    await userEvent.click(canvas.getByRole('button', { name: 'Exclude from the sample' }));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent('No sample has this id.');
    await expect(sample).toHaveValue('88213');
  },
};

/** The list cannot be loaded: the failure in place with Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: at({
      listTags: ({ reply }) => reply(503, errorBody('ServiceUnavailableError', 'Try again in a moment.')),
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'The tags could not be loaded' }, LOADED);
  },
};
