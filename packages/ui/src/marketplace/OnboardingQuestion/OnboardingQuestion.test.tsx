import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { OnboardingQuestion } from './OnboardingQuestion';
import { OnboardingStepper } from './OnboardingStepper';
import { clientOnboardingQuestions } from './questions';

const [who, hired, intent] = clientOnboardingQuestions;
if (!who || !hired || !intent) throw new Error('The spec has three client onboarding questions.');

describe('client onboarding questions', () => {
  it('are the spec section 2 answers, verbatim', () => {
    expect(who.options.map((option) => option.label)).toEqual([
      'Freelancer',
      'Educational',
      'Agent',
      'Agency',
      'Production house',
      'Government',
      'Non-profit',
      'Other',
    ]);
    expect(hired.options.map((option) => option.label)).toEqual(['Yes', 'No']);
    expect(intent.options.map((option) => option.label)).toEqual([
      'Post a project',
      'Search & Book',
      'Managed services',
      'Not sure yet',
    ]);
  });
});

describe('OnboardingStepper', () => {
  it('goes through the three questions by keyboard alone and finishes with every answer', async () => {
    const onComplete = vi.fn();
    const onStepComplete = vi.fn();
    await render(
      <div className={mainTheme}>
        <OnboardingStepper onComplete={onComplete} onStepComplete={onStepComplete} />
      </div>,
    );
    await expect.element(page.getByText('Step 1 of 3')).toBeVisible();
    await expect
      .element(page.getByRole('progressbar', { name: 'Onboarding progress' }))
      .toHaveAttribute('aria-valuetext', 'Step 1 of 3');
    await expect.element(page.getByRole('group', { name: 'Who are you?' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: 'Freelancer' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'Production house' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(onStepComplete).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'organization_type', value: 'production_house' }),
    );

    await expect
      .element(page.getByRole('heading', { name: 'Have you hired voice actors before?' }))
      .toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.keyboard('{Enter}');

    await expect.element(page.getByRole('heading', { name: 'What would you like to do?' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('checkbox', { name: 'Search & Book' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Finish' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onComplete).toHaveBeenCalledWith({
      answers: {
        organization_type: 'production_house',
        hired_before: 'no',
        intent: ['search_and_book', 'managed_services'],
      },
    });
  });

  it('refuses to go on without an answer, with the error tied to the answers', async () => {
    await render(<OnboardingStepper onComplete={vi.fn()} />);
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect.element(page.getByText('Choose an answer to go on.')).toBeVisible();
    await expect
      .element(page.getByRole('group', { name: 'Who are you?' }))
      .toHaveAccessibleDescription('Choose an answer to go on.');
    await expect.element(page.getByText('Step 1 of 3')).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: 'Other' }));
    await expect.element(page.getByText('Choose an answer to go on.')).not.toBeInTheDocument();
  });

  it('keeps the answers when going back', async () => {
    await render(
      <OnboardingStepper onComplete={vi.fn()} defaultStep={2} defaultAnswers={{ hired_before: 'yes' }} />,
    );
    await userEvent.click(page.getByRole('checkbox', { name: 'Not sure yet' }));
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    await expect.element(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect.element(page.getByRole('checkbox', { name: 'Not sure yet' })).toBeChecked();
  });

  it('wants at least one box ticked on a several-answer question', async () => {
    await render(<OnboardingStepper onComplete={vi.fn()} defaultStep={2} />);
    await userEvent.click(page.getByRole('button', { name: 'Finish' }));
    const group = page.getByRole('group', { name: 'What would you like to do?' });
    await expect
      .element(group)
      .toHaveAccessibleDescription('Choose all that apply. Choose an answer to go on.');
    await expect
      .element(page.getByRole('checkbox', { name: 'Post a project' }))
      .toHaveAttribute('aria-invalid', 'true');
  });
});

describe('OnboardingQuestion', () => {
  it('tells the caller each answer and shows a busy Next', async () => {
    const onValueChange = vi.fn();
    await render(
      <OnboardingQuestion
        question={hired}
        step={2}
        stepCount={3}
        onValueChange={onValueChange}
        onNext={vi.fn()}
        busy
      />,
    );
    await userEvent.click(page.getByRole('radio', { name: 'Yes' }));
    expect(onValueChange).toHaveBeenCalledWith({ id: 'hired_before', value: 'yes' });
    await expect.element(page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
  });
});
