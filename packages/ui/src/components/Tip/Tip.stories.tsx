import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tip, tipPlacements, type TipProps } from './Tip';

// Each story has its own anchor id: the docs page shows them all at once.
/** An anchor, and the tip until it is closed (as the app does with the hint's discovery flag). */
function WithAnchor(args: TipProps) {
  const [flagSet, setFlagSet] = useState(false);
  return (
    <>
      <p>
        <button type="button" id={args.anchorId}>
          Copy booking link
        </button>
      </p>
      <p>{flagSet ? 'Hint flag set' : 'Hint not seen yet'}</p>
      {flagSet ? null : (
        <Tip
          {...args}
          onClose={(event) => {
            args.onClose(event);
            setFlagSet(true);
          }}
        />
      )}
    </>
  );
}

const meta = {
  title: 'Components/Tip',
  component: Tip,
  tags: ['autodocs'],
  args: {
    anchorId: 'booking-link',
    title: 'Share your booking link',
    children: 'Clients who follow it can book you directly.',
    placement: 'bottom',
    delay: 1200,
    closeLabel: 'Close tip',
    onClose: fn(),
  },
  argTypes: { placement: { control: 'inline-radio', options: tipPlacements } },
  render: (args) => <WithAnchor {...args} />,
} satisfies Meta<typeof Tip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tip = await canvas.findByRole('region', { name: 'Share your booking link' }, { timeout: 3000 });
    await expect(tip).toBeVisible();
    await userEvent.click(within(tip).getByRole('button', { name: 'Close tip' }));
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'close-button' });
    await expect(canvas.getByText('Hint flag set')).toBeVisible();
  },
};

/** Without a title it is named "Tip". */
export const WithoutTitle: Story = {
  args: {
    anchorId: 'search-field',
    title: undefined,
    delay: 0,
    children: 'Search by voice age, gender and language.',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Tip' })).toBeVisible();
  },
};

/** On the right of its anchor; it flips to the left when there is no room. */
export const Right: Story = {
  args: { anchorId: 'booking-link-right', placement: 'right', delay: 0 },
  play: async ({ canvasElement }) => {
    const tip = await within(canvasElement).findByRole('region', { name: 'Share your booking link' });
    await expect(tip).toHaveAttribute('data-placement', 'right');
  },
};

/** Escape closes it when focus is inside (it never takes focus itself). */
export const Keyboard: Story = {
  args: { anchorId: 'booking-link-keyboard', delay: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tip = await canvas.findByRole('region', { name: 'Share your booking link' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy booking link' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(tip).getByRole('button', { name: 'Close tip' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'escape' });
  },
};
