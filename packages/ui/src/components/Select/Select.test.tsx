import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Select } from './Select';

const periods = [
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'ANNUAL', label: 'Annual' },
  { value: 'NO_BILLING_PERIOD', label: 'No billing period', disabled: true },
];

describe('Select', () => {
  it('labels the select, lists the options and describes it with hint and error', async () => {
    await render(
      <div className={mainTheme}>
        <Select label="Billing period" options={periods} hint="Change it any time" error="Pick a period" />
      </div>,
    );
    const select = page.getByRole('combobox', { name: 'Billing period' });
    await expect.element(select).toBeVisible();
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    await expect.element(select).toHaveAccessibleDescription('Change it any time Pick a period');
    await expect.element(page.getByRole('option', { name: 'No billing period' })).toBeDisabled();
  });

  it('starts on the placeholder and reports the choice', async () => {
    const onValueChange = vi.fn();
    await render(
      <Select
        label="Billing period"
        options={periods}
        placeholder="Choose…"
        required
        onValueChange={onValueChange}
      />,
    );
    const select = page.getByRole('combobox', { name: 'Billing period' });
    await expect.element(select).toHaveValue('');
    await expect.element(select).toBeRequired();
    await userEvent.selectOptions(select, 'ANNUAL');
    await expect.element(select).toHaveValue('ANNUAL');
    expect(onValueChange).toHaveBeenCalledWith({ value: 'ANNUAL' });
  });

  it('starts on the default value when uncontrolled', async () => {
    await render(<Select label="Period" options={periods} defaultValue="ANNUAL" />);
    await expect.element(page.getByRole('combobox', { name: 'Period' })).toHaveValue('ANNUAL');
  });

  it('shows the value it is given when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('MONTHLY');
      return (
        <>
          <Select
            label="Period"
            options={periods}
            value={value}
            onValueChange={({ value: v }) => {
              setValue(v);
            }}
          />
          <output>{value}</output>
        </>
      );
    }
    await render(<Controlled />);
    const select = page.getByRole('combobox', { name: 'Period' });
    await userEvent.selectOptions(select, 'Annual');
    await expect.element(page.getByRole('status')).toHaveTextContent('ANNUAL');
    await expect.element(select).toHaveValue('ANNUAL');
  });
});
