import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Tour, type TourProps, type TourStep } from './Tour';

const steps: TourStep[] = [
  { id: 'search', anchorId: 'nav-search', title: 'Search', text: 'Find voice actors by language and style.' },
  {
    id: 'messages',
    anchorId: 'nav-messages',
    title: 'Messages',
    text: 'Talk to clients here.',
    placement: 'top',
  },
  { id: 'projects', anchorId: 'nav-projects', title: 'Projects', text: 'Follow your bookings.' },
];

function Harness(props: Partial<TourProps>) {
  const [open, setOpen] = useState(false);
  return (
    <div className={mainTheme}>
      <nav aria-label="Main">
        <a id="nav-search" href="#search">
          Search
        </a>{' '}
        <a id="nav-messages" href="#messages">
          Messages
        </a>{' '}
        <a id="nav-projects" href="#projects">
          Projects
        </a>
      </nav>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Take the tour
      </button>
      <Tour
        steps={steps}
        open={open}
        onOpenChange={({ open: next }) => {
          setOpen(next);
        }}
        {...props}
      />
    </div>
  );
}

const start = async () => {
  await userEvent.click(page.getByRole('button', { name: 'Take the tour' }));
};

describe('Tour', () => {
  it('shows the first step as a dialog named by its title, with its position, and focus on it', async () => {
    await render(<Harness />);
    await start();
    const step = page.getByRole('dialog', { name: 'Search' });
    await expect.element(step).toBeVisible();
    await expect.element(step).toHaveAccessibleDescription('Find voice actors by language and style.');
    await expect.element(step).toHaveTextContent('Step 1 of 3');
    await expect.element(step).toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const anchor = page.getByRole('link', { name: 'Search' }).element().getBoundingClientRect();
    expect(step.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(anchor.bottom);
  });

  it('goes forward and back, reports each step, and finishes on the last', async () => {
    const onStepChange = vi.fn();
    const onFinish = vi.fn();
    await render(<Harness onStepChange={onStepChange} onFinish={onFinish} />);
    await start();
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect.element(page.getByRole('dialog', { name: 'Messages' })).toHaveFocus();
    await expect.element(page.getByRole('dialog')).toHaveTextContent('Step 2 of 3');
    expect(onStepChange).toHaveBeenLastCalledWith({ step: 1, id: 'messages' });
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    await expect.element(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    expect(onStepChange).toHaveBeenLastCalledWith({ step: 0, id: 'search' });
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect.element(page.getByRole('dialog', { name: 'Projects' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledWith({ id: 'projects' });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Take the tour' })).toHaveFocus();
  });

  it('skips with the Skip button or Escape, and gives focus back', async () => {
    const onSkip = vi.fn();
    await render(<Harness onSkip={onSkip} />);
    await start();
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await userEvent.keyboard('{Escape}');
    expect(onSkip).toHaveBeenCalledWith({ step: 1, id: 'messages' });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Take the tour' })).toHaveFocus();
    await start();
    await userEvent.click(page.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenLastCalledWith({ step: 0, id: 'search' });
  });

  it('keeps Tab inside the step while it runs', async () => {
    await render(<Harness defaultStep={1} />);
    await start();
    await expect.element(page.getByRole('dialog', { name: 'Messages' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Skip' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(page.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Skip' })).toHaveFocus();
  });

  it('centres a step whose element is not on the page', async () => {
    await render(
      <div className={mainTheme}>
        <Tour
          defaultOpen
          steps={[{ id: 'x', anchorId: 'missing', title: 'Welcome', text: 'A quick tour.' }]}
        />
      </div>,
    );
    const step = page.getByRole('dialog', { name: 'Welcome' });
    await expect.element(step).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Finish' })).toBeVisible();
    const box = step.element().getBoundingClientRect();
    expect(box.top).toBeGreaterThan(0);
    expect(Math.abs(box.left + box.width / 2 - document.documentElement.clientWidth / 2)).toBeLessThan(2);
  });
});
