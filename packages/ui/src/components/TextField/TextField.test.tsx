import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Icon } from '../Icon';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and describes it with the hint', async () => {
    await render(
      <div className={mainTheme}>
        <TextField label="Project name" hint="Shown to providers" />
      </div>,
    );
    const input = page.getByRole('textbox', { name: 'Project name' });
    await expect.element(input).toBeVisible();
    await expect.element(input).toHaveAccessibleDescription('Shown to providers');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error, marks the input invalid and reads the error with it', async () => {
    await render(<TextField label="E-mail" hint="We never share it" error="Enter a valid e-mail" />);
    const input = page.getByRole('textbox', { name: 'E-mail' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('We never share it Enter a valid e-mail');
    await expect.element(page.getByText('Enter a valid e-mail')).toBeVisible();
  });

  it('marks a required input', async () => {
    await render(<TextField label="Name" required />);
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toBeRequired();
    await expect.element(page.getByText('*')).toBeVisible();
  });

  it('keeps its own value when uncontrolled and reports each change', async () => {
    const onValueChange = vi.fn();
    await render(<TextField label="City" defaultValue="Pa" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'City' });
    await userEvent.type(input, 'ris');
    await expect.element(input).toHaveValue('Paris');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'Paris' });
  });

  it('shows the value it is given when controlled', async () => {
    function Upper() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Code"
          value={value}
          onValueChange={({ value: v }) => {
            setValue(v.toUpperCase());
          }}
        />
      );
    }
    await render(<Upper />);
    const input = page.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'abc');
    await expect.element(input).toHaveValue('ABC');
  });

  it('renders prefix and suffix beside the input', async () => {
    await render(
      <div className={mainTheme}>
        <TextField label="Budget" prefix={<Icon name="search" label="Search" />} suffix="USD" />
      </div>,
    );
    await expect.element(page.getByRole('img', { name: 'Search' })).toBeVisible();
    await expect.element(page.getByText('USD')).toBeVisible();
  });

  it('passes input attributes through and disables', async () => {
    await render(<TextField label="Login" name="login" placeholder="you@example.com" disabled />);
    const input = page.getByRole('textbox', { name: 'Login' });
    await expect.element(input).toHaveAttribute('name', 'login');
    await expect.element(input).toHaveAttribute('placeholder', 'you@example.com');
    await expect.element(input).toBeDisabled();
  });
});
