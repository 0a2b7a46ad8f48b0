import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Avatar } from './Avatar';
import { brokenPicture, examplePictures } from '../../internal/fixtures/pictures';
import { avatarSizes } from './variants';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  argTypes: { size: { control: 'select', options: avatarSizes } },
  args: { name: 'Ada Lovelace', pictures: examplePictures },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} name={`Ada Lovelace (${size})`} />
      ))}
    </Inline>
  ),
};

export const Initials: Story = { args: { pictures: undefined } };

export const InitialsSizes: Story = {
  render: (args) => (
    <Inline>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} pictures={undefined} size={size} name={`Grace Hopper ${size}`} />
      ))}
    </Inline>
  ),
};

export const BrokenPicture: Story = {
  args: { name: 'Alan Turing', pictures: { picture_medium: brokenPicture } },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Alan Turing' });
    await waitFor(() => expect(avatar).toHaveTextContent('AT'));
  },
};

export const NoName: Story = { args: { name: '', pictures: undefined, 'aria-label': 'Anonymous user' } };
