import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OnboardingQuestion } from './OnboardingQuestion';
import { OnboardingStepper } from './OnboardingStepper';
import { clientOnboardingQuestions, type OnboardingAnswer } from './questions';

const [who, hired, intent] = clientOnboardingQuestions;
if (!who || !hired || !intent) throw new Error('The spec has three client onboarding questions.');

const meta = {
  title: 'Marketplace/OnboardingQuestion',
  component: OnboardingQuestion,
  tags: ['autodocs'],
  args: { question: who, step: 1, stepCount: 3, onValueChange: fn(), onNext: fn(), onBack: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<OnboardingAnswer | undefined>(args.value);
    return (
      <OnboardingQuestion
        {...args}
        value={value}
        onValueChange={(change) => {
          setValue(change.value);
          args.onValueChange(change);
        }}
      />
    );
  },
} satisfies Meta<typeof OnboardingQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Question 1, who you are: one answer, chosen with the arrow keys, Enter goes on. */
export const Playground: Story = {
  tags: ['second-brand'],
  args: { onBack: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Freelancer' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Educational' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledWith({ id: 'organization_type', value: 'educational' });
  },
};

/** Question 2, yes or no, with Back. */
export const HiredBefore: Story = {
  args: { question: hired, step: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Have you hired voice actors before?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Question 3, intent: several answers, and Finish. */
export const Intent: Story = {
  args: { question: intent, step: 3, value: ['post_project'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Post a project' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Managed services' }));
    await expect(canvas.getByRole('checkbox', { name: 'Managed services' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Finish' })).toBeVisible();
  },
};

/** Next without an answer. */
export const MissingAnswer: Story = {
  args: { showError: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Who are you?' }),
    ).toHaveAccessibleDescription('Choose an answer to go on.');
  },
};

/** Saving the answers. */
export const Busy: Story = {
  args: { question: intent, step: 3, value: ['not_sure_yet'], busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Finish' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The whole flow: Back and Next keep the answers, focus follows the question. */
export const Stepper: Story = {
  render: (args) => <OnboardingStepper onComplete={args.onNext} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Agency' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('heading', { name: 'Have you hired voice actors before?' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    canvas.getByRole('radio', { name: 'Yes' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Search & Book' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(args.onNext).toHaveBeenCalledWith({
      answers: { organization_type: 'agency', hired_before: 'yes', intent: ['search_and_book'] },
    });
  },
};
