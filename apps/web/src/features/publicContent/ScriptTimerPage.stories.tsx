import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyAppAnnotations } from '../../testing/storyApp';
import { ScriptTimerPage } from './ScriptTimerPage';

/** The script timer calculator (`/script-timer-calculator`): section 9's script rate tiers. */
const meta = {
  title: 'Screens/Script timer calculator',
  component: ScriptTimerPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ScriptTimerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pasted script of 50 words reads in 20 seconds (the spec's second tier). */
export const PastedScript: Story = {
  parameters: { app: appAt('/script-timer-calculator') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Script timer calculator' }, LOADED),
    ).toBeVisible();
    const rows = canvas.getAllByRole('row').map((row) => row.textContent);
    await expect(rows).toEqual([
      'Script lengthRecording time',
      '5 words2 s',
      '50 words20 s',
      '500 words3 min',
      '5,000 words33 min',
      '50,000 words5.5 h',
    ]);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Script' }));
    await userEvent.paste(Array.from({ length: 50 }, (_, i) => `word${String(i)}`).join(' '));
    // The shell has a live region of its own: the timer's is the one that counts the words.
    await waitFor(() =>
      expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain(
        '50 words · about 20 s',
      ),
    );
  },
};
