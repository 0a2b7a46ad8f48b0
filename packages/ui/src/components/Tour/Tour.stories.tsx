import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tour, type TourProps, type TourStep } from './Tour';

// Each story has its own anchor ids: the docs page shows them all at once.
const navbarSteps = (prefix: string): TourStep[] => [
  {
    id: 'search',
    anchorId: `${prefix}-search`,
    title: 'Search',
    text: 'Find voice actors by language and style.',
  },
  {
    id: 'messages',
    anchorId: `${prefix}-messages`,
    title: 'Messages',
    text: 'Talk with clients and actors here.',
  },
  {
    id: 'projects',
    anchorId: `${prefix}-projects`,
    title: 'Projects',
    text: 'Follow your bookings and invitations.',
  },
];

/** A navigation bar to point at, and a button that starts the tour. */
function WithNavbar({ onOpenChange, ...args }: TourProps) {
  const [open, setOpen] = useState(false);
  const change = (next: { open: boolean }) => {
    setOpen(next.open);
    onOpenChange?.(next);
  };
  return (
    <>
      <nav aria-label="Main">
        <ul>
          {args.steps.map((step) => (
            <li key={step.id}>
              <a id={step.anchorId} href={`#${step.id}`}>
                {step.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={() => {
          change({ open: true });
        }}
      >
        Take the tour
      </button>
      <Tour {...args} open={open} onOpenChange={change} />
    </>
  );
}

const meta = {
  title: 'Components/Tour',
  component: Tour,
  tags: ['autodocs'],
  args: {
    steps: navbarSteps('playground'),
    onOpenChange: fn(),
    onStepChange: fn(),
    onFinish: fn(),
    onSkip: fn(),
  },
  render: (args) => <WithNavbar {...args} />,
} satisfies Meta<typeof Tour>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Take the tour' }));
    const step = canvas.getByRole('dialog', { name: 'Search' });
    await expect(step).toHaveFocus();
    await expect(step).toHaveTextContent('Step 1 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith({ step: 1, id: 'messages' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(args.onFinish).toHaveBeenCalledWith({ id: 'projects' });
    await expect(canvas.getByRole('button', { name: 'Take the tour' })).toHaveFocus();
  },
};

/** Keyboard only: Tab stays in the step, Enter on Next, Escape skips and gives focus back. */
export const Keyboard: Story = {
  args: { steps: navbarSteps('keyboard') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Take the tour' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('dialog', { name: 'Search' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('dialog', { name: 'Messages' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onSkip).toHaveBeenCalledWith({ step: 1, id: 'messages' });
    await expect(canvas.getByRole('button', { name: 'Take the tour' })).toHaveFocus();
  },
};

/** A later step, with Back. */
export const MiddleStep: Story = {
  args: { steps: navbarSteps('middle'), defaultStep: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Take the tour' }));
    await expect(canvas.getByRole('dialog', { name: 'Messages' })).toHaveTextContent('Step 2 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('dialog', { name: 'Search' })).toBeVisible();
  },
};

/** The controls' texts, e.g. translated. */
export const CustomLabels: Story = {
  args: {
    steps: navbarSteps('labels').slice(0, 1),
    labels: { skip: 'Not now', finish: 'Got it', progress: (step, total) => `${step}/${total}` },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Take the tour' }));
    await expect(canvas.getByRole('dialog', { name: 'Search' })).toHaveTextContent('1/1');
    await expect(canvas.getByRole('button', { name: 'Not now' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }));
  },
};
