import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { currentPage: 2, totalPages: 5 },
  argTypes: { currentPage: { control: { type: 'number', min: 1 } } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

export const WithSummary: Story = {
  args: { totalRows: 47, pageSize: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Showing 11–20 of 47')).toBeVisible();
  },
};

export const FirstPage: Story = {
  args: { currentPage: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { currentPage: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const LongRange: Story = {
  args: { currentPage: 12, totalPages: 40 },
};

export const Interactive: Story = {
  args: { totalRows: 95, pageSize: 5, totalPages: 19, currentPage: 1 },
  render: function Render(args) {
    const [page, setPage] = useState(args.currentPage);
    return (
      <Pagination
        {...args}
        currentPage={page}
        onPageChange={({ page: next }) => {
          setPage(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Showing 6–10 of 95')).toBeVisible();
    // Keyboard: Tab to the last page button and press Enter.
    canvas.getByRole('button', { name: 'Page 19' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 19' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
