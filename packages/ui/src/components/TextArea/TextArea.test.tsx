import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('labels the text area and shows the hint and error', async () => {
    await render(
      <div className={mainTheme}>
        <TextArea label="Brief" hint="What should the actor read?" error="A brief is required" required />
      </div>,
    );
    const box = page.getByRole('textbox', { name: 'Brief' });
    await expect.element(box).toBeRequired();
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box).toHaveAccessibleDescription('What should the actor read? A brief is required');
  });

  it('counts characters as n / max in a polite live region tied to the text area', async () => {
    await render(<TextArea label="Message" maxLength={10} />);
    const box = page.getByRole('textbox', { name: 'Message' });
    const counter = page.getByText('0 / 10');
    await expect.element(counter).toBeVisible();
    await expect.element(counter).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(box, 'Hello');
    await expect.element(page.getByText('5 / 10')).toBeVisible();
    await expect.element(box).toHaveAccessibleDescription('5 / 10');
    await expect.element(box).not.toHaveAttribute('aria-invalid');
  });

  it('keeps text past the limit and flags it', async () => {
    const onValueChange = vi.fn();
    await render(<TextArea label="Message" maxLength={5} onValueChange={onValueChange} />);
    const box = page.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello there');
    await expect.element(box).toHaveValue('Hello there');
    await expect.element(page.getByText('11 / 5 (6 characters too many)')).toBeVisible();
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'Hello there' });
  });

  it('keeps a pasted text whole', async () => {
    await render(<TextArea label="Message" maxLength={3} />);
    const box = page.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.fill(box, 'abcd');
    await expect.element(box).toHaveValue('abcd');
    await expect.element(page.getByText('4 / 3 (1 character too many)')).toBeVisible();
  });

  it('follows the value it is given when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('Hi');
      return (
        <>
          <TextArea
            label="Note"
            value={value}
            maxLength={20}
            onValueChange={({ value: v }) => {
              setValue(v);
            }}
          />
          <button
            type="button"
            onClick={() => {
              setValue('');
            }}
          >
            Clear
          </button>
        </>
      );
    }
    await render(<Controlled />);
    await expect.element(page.getByText('2 / 20')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Clear' }));
    await expect.element(page.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    await expect.element(page.getByText('0 / 20')).toBeVisible();
  });
});
