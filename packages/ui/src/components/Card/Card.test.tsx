import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Card } from './Card';

describe('Card', () => {
  it('shows its header, body and footer', async () => {
    await render(
      <div className={mainTheme}>
        <Card as="article" aria-label="Project" header="Explainer" footer="Budget 250 USD">
          Two minutes of narration
        </Card>
      </div>,
    );
    const card = page.getByRole('article', { name: 'Project' });
    await expect.element(card).toBeVisible();
    await expect.element(page.getByText('Explainer')).toBeVisible();
    await expect.element(page.getByText('Two minutes of narration')).toBeVisible();
    await expect.element(page.getByText('Budget 250 USD')).toBeVisible();
    const top = (text: string) => page.getByText(text).element().getBoundingClientRect().top;
    expect(top('Explainer')).toBeLessThan(top('Two minutes of narration'));
    expect(top('Two minutes of narration')).toBeLessThan(top('Budget 250 USD'));
  });

  it('is not interactive by default', async () => {
    await render(<Card>Static</Card>);
    await expect.element(page.getByRole('link')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it('becomes a link with an href', async () => {
    await render(
      <div className={mainTheme}>
        <Card href="/projects/42" header="Audiobook">
          Details
        </Card>
      </div>,
    );
    const link = page.getByRole('link', { name: 'Audiobook Details' });
    await expect.element(link).toHaveAttribute('href', '/projects/42');
    await userEvent.tab();
    await expect.element(link).toHaveFocus();
  });

  it('becomes a button with onClick, usable from the keyboard', async () => {
    const onClick = vi.fn();
    await render(
      <div className={mainTheme}>
        <Card onClick={onClick}>Premium plan</Card>
      </div>,
    );
    const button = page.getByRole('button', { name: 'Premium plan' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });
});
