import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { RadioGroup } from './RadioGroup';

const plans = [
  { value: 'standard', label: 'Standard' },
  { value: 'premium', label: 'Premium', description: 'Five projects a month' },
  { value: 'platinum', label: 'Platinum' },
];

describe('RadioGroup', () => {
  it('is a group named by its legend with one radio per option', async () => {
    await render(
      <div className={mainTheme}>
        <RadioGroup legend="Plan" options={plans} hint="Billed monthly" />
      </div>,
    );
    const group = page.getByRole('group', { name: 'Plan' });
    await expect.element(group).toBeVisible();
    await expect.element(group).toHaveAccessibleDescription('Billed monthly');
    expect(page.getByRole('radio').all()).toHaveLength(3);
    await expect
      .element(page.getByRole('radio', { name: 'Premium' }))
      .toHaveAccessibleDescription('Five projects a month');
  });

  it('moves and chooses with the arrow keys, reporting the value', async () => {
    const onValueChange = vi.fn();
    await render(
      <>
        <button type="button">Before</button>
        <RadioGroup legend="Plan" options={plans} defaultValue="standard" onValueChange={onValueChange} />
      </>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: 'Standard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'Premium' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Premium' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'premium' });
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(page.getByRole('radio', { name: 'Platinum' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'platinum' });
  });

  it('follows the value it is given when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('premium');
      return (
        <>
          <RadioGroup
            legend="Plan"
            options={plans}
            value={value}
            onValueChange={({ value: v }) => {
              setValue(v);
            }}
          />
          <button
            type="button"
            onClick={() => {
              setValue('standard');
            }}
          >
            Reset
          </button>
        </>
      );
    }
    await render(<Controlled />);
    await expect.element(page.getByRole('radio', { name: 'Premium' })).toBeChecked();
    await userEvent.click(page.getByText('Platinum'));
    await expect.element(page.getByRole('radio', { name: 'Platinum' })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Reset' }));
    await expect.element(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
  });

  it('shows an error and marks the radios invalid; disables options', async () => {
    await render(
      <RadioGroup
        legend="Plan"
        options={[...plans.slice(0, 2), { value: 'platinum', label: 'Platinum', disabled: true }]}
        error="Choose a plan"
        required
      />,
    );
    await expect
      .element(page.getByRole('group', { name: 'Plan' }))
      .toHaveAccessibleDescription('Choose a plan');
    await expect
      .element(page.getByRole('radio', { name: 'Standard' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByRole('radio', { name: 'Standard' })).toBeRequired();
    await expect.element(page.getByRole('radio', { name: 'Platinum' })).toBeDisabled();
  });
});
