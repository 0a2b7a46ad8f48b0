import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { splitTags, TagInput } from './TagInput';

const email = (value: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'Enter a valid e-mail');

/** Pastes text into the focused element the way a browser does (a paste event with clipboard data). */
function paste(text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  document.activeElement?.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

describe('splitTags', () => {
  it('splits on commas and line breaks, trims and drops blanks', () => {
    expect(splitTags(' a@x.com, b@y.com ,,\nc@z.com ')).toEqual(['a@x.com', 'b@y.com', 'c@z.com']);
    expect(splitTags(' , ')).toEqual([]);
  });
});

describe('TagInput', () => {
  it('turns text into chips on comma and on Enter, reporting all entries', async () => {
    const onValueChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <TagInput
          label="Feedback e-mails"
          hint="Separate addresses with commas"
          onValueChange={onValueChange}
        />
      </div>,
    );
    const input = page.getByRole('textbox', { name: 'Feedback e-mails' });
    await expect.element(input).toHaveAccessibleDescription('Separate addresses with commas');
    await userEvent.type(input, 'a@x.com,');
    await expect.element(page.getByRole('listitem').filter({ hasText: 'a@x.com' })).toBeVisible();
    await expect.element(input).toHaveValue('');
    await userEvent.type(input, 'b@y.com{Enter}');
    expect(page.getByRole('listitem').all()).toHaveLength(2);
    expect(onValueChange).toHaveBeenLastCalledWith({ value: ['a@x.com', 'b@y.com'] });
  });

  it('makes two chips from a pasted "a@x.com, b@y.com"', async () => {
    const onValueChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <TagInput label="E-mails" onValueChange={onValueChange} />
      </div>,
    );
    await userEvent.click(page.getByRole('textbox', { name: 'E-mails' }));
    paste('a@x.com, b@y.com');
    await expect.element(page.getByRole('button', { name: 'Remove a@x.com' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Remove b@y.com' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'E-mails' })).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: ['a@x.com', 'b@y.com'] });
  });

  it('removes the last chip with Backspace in the empty input', async () => {
    await render(
      <div className={mainTheme}>
        <TagInput label="E-mails" defaultValue={['a@x.com', 'b@y.com']} />
      </div>,
    );
    await userEvent.click(page.getByRole('textbox', { name: 'E-mails' }));
    await userEvent.keyboard('{Backspace}');
    await expect.element(page.getByRole('button', { name: 'Remove b@y.com' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Remove a@x.com' })).toBeVisible();
  });

  it('removes a chip with its named remove button and returns focus to the input', async () => {
    const onValueChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <TagInput label="E-mails" defaultValue={['a@x.com', 'b@y.com']} onValueChange={onValueChange} />
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Remove a@x.com' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ value: ['b@y.com'] });
    await expect.element(page.getByRole('textbox', { name: 'E-mails' })).toHaveFocus();
  });

  it('marks invalid chips and lists their errors in the field error, keeping the text', async () => {
    await render(
      <div className={mainTheme}>
        <TagInput label="E-mails" validate={email} />
      </div>,
    );
    const input = page.getByRole('textbox', { name: 'E-mails' });
    await userEvent.type(input, 'a@x.com, nope,');
    await expect.element(page.getByRole('img', { name: 'Enter a valid e-mail' })).toBeVisible();
    expect(page.getByRole('img', { name: 'Enter a valid e-mail' }).all()).toHaveLength(1);
    await expect.element(page.getByRole('button', { name: 'Remove nope' })).toBeVisible();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('nope: Enter a valid e-mail');
    await userEvent.click(page.getByRole('button', { name: 'Remove nope' }));
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps unfinished text as a chip when the field is left', async () => {
    await render(
      <div className={mainTheme}>
        <TagInput label="E-mails" />
        <button type="button">Next</button>
      </div>,
    );
    await userEvent.type(page.getByRole('textbox', { name: 'E-mails' }), 'c@z.com');
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Remove c@z.com' })).toBeVisible();
  });

  it('follows the entries it is given when controlled and skips duplicates', async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>(['a@x.com']);
      return (
        <>
          <TagInput
            label="E-mails"
            value={value}
            onValueChange={({ value: v }) => {
              setValue(v);
            }}
          />
          <output>{value.join(' ')}</output>
        </>
      );
    }
    await render(<Controlled />);
    await userEvent.type(page.getByRole('textbox', { name: 'E-mails' }), 'a@x.com,b@y.com,');
    await expect.element(page.getByRole('status')).toHaveTextContent('a@x.com b@y.com');
    expect(page.getByRole('listitem').all()).toHaveLength(2);
  });
});
