import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';
import { boxAligns, boxDirections, boxElements, boxJustifies, spaces } from './layout';

const items = ['One', 'Two', 'Three'].map((label) => <span key={label}>{label}</span>);

const meta = {
  title: 'Components/Box',
  component: Box,
  tags: ['autodocs'],
  argTypes: {
    as: { control: 'select', options: boxElements },
    padding: { control: 'select', options: spaces },
    gap: { control: 'select', options: spaces },
    direction: { control: 'select', options: boxDirections },
    align: { control: 'select', options: boxAligns },
    justify: { control: 'select', options: boxJustifies },
  },
  args: { children: items },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  args: { padding: 'md', gap: 'sm', direction: 'row' },
};

export const Padding: Story = { args: { padding: 'xl', children: 'Padded with vars.space.xl' } };

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Details', padding: 'md', children: 'A section landmark' },
};

export const Row: Story = { args: { direction: 'row', gap: 'md', align: 'center', justify: 'between' } };

export const Column: Story = { args: { direction: 'column', gap: 'sm', align: 'start' } };

export const Wrap: Story = {
  args: {
    direction: 'row',
    gap: 'sm',
    wrap: true,
    children: Array.from({ length: 24 }, (_, index) => <span key={index}>Item {index + 1}</span>),
  },
};
