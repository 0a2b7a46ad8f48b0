import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a labelled switch, off by default, described by its description', async () => {
    await render(
      <div className={mainTheme}>
        <Switch label="E-mail notifications" description="About new offers" />
      </div>,
    );
    const toggle = page.getByRole('switch', { name: 'E-mail notifications' });
    await expect.element(toggle).toBeVisible();
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
    await expect.element(toggle).toHaveAccessibleDescription('About new offers');
  });

  it('flips on click, on its label, and with Space and Enter, reporting each change', async () => {
    const onCheckedChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <Switch label="Dark mode" onCheckedChange={onCheckedChange} />
      </div>,
    );
    const toggle = page.getByRole('switch', { name: 'Dark mode' });
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
    await userEvent.click(page.getByText('Dark mode'));
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: false });
  });

  it('starts on with defaultChecked and follows `checked` when controlled', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Switch
            label="Public profile"
            checked={on}
            onCheckedChange={({ checked }) => {
              setOn(checked);
            }}
          />
          <Switch label="Show email" defaultChecked />
          <button
            type="button"
            onClick={() => {
              setOn(false);
            }}
          >
            Hide
          </button>
        </>
      );
    }
    await render(<Controlled />);
    await expect
      .element(page.getByRole('switch', { name: 'Show email' }))
      .toHaveAttribute('aria-checked', 'true');
    const toggle = page.getByRole('switch', { name: 'Public profile' });
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(page.getByRole('button', { name: 'Hide' }));
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('does nothing when disabled', async () => {
    const onCheckedChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <Switch label="Locked" disabled onCheckedChange={onCheckedChange} />
      </div>,
    );
    const toggle = page.getByRole('switch', { name: 'Locked' });
    await expect.element(toggle).toBeDisabled();
    (toggle.element() as HTMLButtonElement).click();
    (page.getByText('Locked').element() as HTMLLabelElement).click();
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
