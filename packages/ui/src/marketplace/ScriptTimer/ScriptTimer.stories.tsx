import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScriptTimer } from './ScriptTimer';

const script =
  'Welcome to Brightside Bank. Your future starts with a single step, and we are here for every one ' +
  'that follows. Open an account in minutes, save without fees, and talk to a real person whenever ' +
  'you need us. Brightside Bank: banking that feels like home.';

const meta = {
  title: 'Marketplace/ScriptTimer',
  component: ScriptTimer,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onPaceChange: fn() },
} satisfies Meta<typeof ScriptTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: paste a script to see its length. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('0 words · about 0 s');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Script' }));
    await userEvent.paste('Five words make two seconds.');
    await expect(canvas.getByRole('status')).toHaveTextContent('5 words · about 2 s');
  },
};

/** A short script at the tiers' pace. */
export const WithScript: Story = {
  args: { defaultValue: script },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('45 words · about 18 s');
  },
};

/** A faster read, typed in the number box (the slider's arrow keys are covered by the behavioural tests). */
export const FasterPace: Story = {
  args: { defaultValue: script, defaultPace: 150 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Pace' })).toHaveValue('150');
    const box = canvas.getByRole('spinbutton', { name: 'Pace in percent' });
    await userEvent.clear(box);
    await userEvent.type(box, '155');
    await userEvent.tab();
    await expect(args.onPaceChange).toHaveBeenLastCalledWith({ pace: 155 });
    await expect(canvas.getByRole('status')).toHaveTextContent('about 12 s at 155% pace');
  },
};

/** The slowest pace, half the tiers' rate. */
export const SlowestPace: Story = {
  args: { defaultValue: script, defaultPace: 50 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('about 36 s at 50% pace');
  },
};

/** A book-length script: hours, from the 5,000 and 50,000 word tiers. */
export const LongScript: Story = {
  args: { defaultValue: Array.from({ length: 27_500 }, () => 'word').join(' ') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '27,500 words · about 3 h 1 min',
    );
  },
};
