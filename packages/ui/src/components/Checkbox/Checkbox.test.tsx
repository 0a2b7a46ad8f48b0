import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a labelled native checkbox described by its description', async () => {
    await render(
      <div className={mainTheme}>
        <Checkbox label="I acknowledge" description="The benefits and requirements of Platinum" />
      </div>,
    );
    const box = page.getByRole('checkbox', { name: 'I acknowledge' });
    await expect.element(box).toBeVisible();
    await expect.element(box).toHaveAccessibleDescription('The benefits and requirements of Platinum');
    await expect.element(box).not.toBeChecked();
  });

  it('toggles by click on the label and by Space, reporting each change', async () => {
    const onCheckedChange = vi.fn();
    await render(<Checkbox label="Subscribe" onCheckedChange={onCheckedChange} />);
    const box = page.getByRole('checkbox', { name: 'Subscribe' });
    await userEvent.click(page.getByText('Subscribe'));
    await expect.element(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: false });
  });

  it('shows the mixed state and leaves it when ticked', async () => {
    function SelectAll() {
      const [picked, setPicked] = useState(1);
      return (
        <Checkbox
          label="Select all"
          checked={picked === 3}
          indeterminate={picked > 0 && picked < 3}
          onCheckedChange={({ checked }) => {
            setPicked(checked ? 3 : 0);
          }}
        />
      );
    }
    await render(<SelectAll />);
    const box = page.getByRole('checkbox', { name: 'Select all' });
    await expect.element(box).toBePartiallyChecked();
    await userEvent.click(box);
    await expect.element(box).toBeChecked();
    await expect.element(box).not.toBePartiallyChecked();
  });

  it('starts ticked when uncontrolled with defaultChecked, and can be disabled', async () => {
    await render(<Checkbox label="Remember me" defaultChecked disabled />);
    const box = page.getByRole('checkbox', { name: 'Remember me' });
    await expect.element(box).toBeChecked();
    await expect.element(box).toBeDisabled();
  });
});
