import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Link } from './Link';

describe('Link', () => {
  it('is a real link that keyboard users reach', async () => {
    await render(
      <div className={mainTheme}>
        <Link href="/search">Search voices</Link>
      </div>,
    );
    const link = page.getByRole('link', { name: 'Search voices' });
    await expect.element(link).toHaveAttribute('href', '/search');
    await expect.element(link).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect.element(link).toHaveFocus();
  });

  it('marks an external link: new tab, safe rel, icon and spoken hint', async () => {
    await render(
      <div className={mainTheme}>
        <Link href="https://example.com" external rel="external">
          Help center
        </Link>
      </div>,
    );
    const link = page.getByRole('link', { name: 'Help center (opens in a new tab)' });
    await expect.element(link).toBeVisible();
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer external');
    const icon = link.element().querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toBeVisible();
  });

  it('lets the hidden hint be translated', async () => {
    await render(
      <Link href="https://example.com" external newTabLabel="öffnet in neuem Tab">
        Hilfe
      </Link>,
    );
    await expect.element(page.getByRole('link', { name: 'Hilfe (öffnet in neuem Tab)' })).toBeInTheDocument();
  });

  it('passes rest props to the anchor', async () => {
    await render(
      <Link href="/a" aria-current="page">
        Home
      </Link>,
    );
    await expect.element(page.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});
