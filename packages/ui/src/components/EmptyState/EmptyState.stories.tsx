import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { iconNames } from '../Icon';
import { Link } from '../Link';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  argTypes: { icon: { control: 'select', options: [undefined, ...iconNames] } },
  args: {
    icon: 'folder',
    title: 'No projects yet',
    message: 'Post a project and voice actors will send you their offers.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'No projects yet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No projects yet' })).toBeVisible();
  },
};

const onPost = fn();

export const WithAction: Story = {
  args: { action: <Button onClick={onPost}>Post a project</Button> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Post a project' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPost).toHaveBeenCalled();
  },
};

export const WithLink: Story = {
  args: {
    icon: 'heart',
    title: 'No favorites',
    message: 'Tap the heart on a voice actor’s profile to keep them here.',
    action: (
      <Link href="#search" variant="standalone">
        Search voice actors
      </Link>
    ),
  },
};

export const TitleOnly: Story = { args: { icon: undefined, message: undefined, title: 'Nothing here' } };

export const NoResults: Story = {
  args: {
    icon: 'search',
    title: 'No voice actors match',
    message: 'Try fewer filters or another language.',
    headingLevel: 3,
  },
};
