// /script-timer-calculator: how long a script runs.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./ScriptTimerPage')).ScriptTimerPage,
  head: ({ site }) => ({
    title: branded('Script timer calculator: how long is my voice-over?', site),
    description: 'Paste a script to see how long its voice-over runs, at the pace the marketplace prices by.',
  }),
};
