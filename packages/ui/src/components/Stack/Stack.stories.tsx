import type { Meta, StoryObj } from '@storybook/react-vite';
import { boxAligns, boxElements, boxJustifies, spaces } from '../Box';
import { Stack } from './Stack';

const items = ['First', 'Second', 'Third'].map((label) => <span key={label}>{label}</span>);

const meta = {
  title: 'Components/Stack',
  component: Stack,
  tags: ['autodocs'],
  argTypes: {
    as: { control: 'select', options: boxElements },
    padding: { control: 'select', options: spaces },
    gap: { control: 'select', options: spaces },
    align: { control: 'select', options: boxAligns },
    justify: { control: 'select', options: boxJustifies },
  },
  args: { children: items },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

export const SmallGap: Story = { args: { gap: 'xs' } };

export const LargeGap: Story = { args: { gap: 'xl' } };

export const Centered: Story = { args: { align: 'center' } };

export const Padded: Story = { args: { padding: 'lg' } };

export const AsArticle: Story = { args: { as: 'article', 'aria-label': 'Summary' } };
