import type { Meta, StoryObj } from '@storybook/react-vite';
import { boxAligns, boxElements, boxJustifies, spaces } from '../Box';
import { Inline } from './Inline';

const tags = ['Commercial', 'Narration', 'Audiobook', 'E-learning', 'Video game', 'Podcast', 'IVR'];
const items = tags.map((label) => <span key={label}>{label}</span>);

const meta = {
  title: 'Components/Inline',
  component: Inline,
  tags: ['autodocs'],
  argTypes: {
    as: { control: 'select', options: boxElements },
    padding: { control: 'select', options: spaces },
    gap: { control: 'select', options: spaces },
    align: { control: 'select', options: boxAligns },
    justify: { control: 'select', options: boxJustifies },
  },
  args: { children: items },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

export const LargeGap: Story = { args: { gap: 'lg' } };

export const NoWrap: Story = { args: { wrap: false } };

export const SpaceBetween: Story = { args: { justify: 'between', children: items.slice(0, 2) } };

export const AsNav: Story = { args: { as: 'nav', 'aria-label': 'Categories' } };
