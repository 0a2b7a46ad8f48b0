import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { ScriptTimer } from './ScriptTimer';

const fiftyWords = Array.from({ length: 50 }, (_, index) => `word${index}`).join(' ');

describe('ScriptTimer', () => {
  it('counts the words of a pasted script and estimates its duration, politely announced', async () => {
    await render(
      <div className={mainTheme}>
        <ScriptTimer />
      </div>,
    );
    const result = page.getByRole('status');
    await expect.element(result).toHaveTextContent('0 words · about 0 s');
    await expect.element(result).toHaveAttribute('aria-live', 'polite');
    // fill puts the whole text in at once, as a paste does.
    await userEvent.fill(page.getByRole('textbox', { name: 'Script' }), fiftyWords);
    await expect.element(result).toHaveTextContent('50 words · about 20 s');
    await userEvent.keyboard(' and one more');
    await expect.element(result).toHaveTextContent('53 words · about 21 s');
  });

  it('changes the pace with the slider’s arrow keys, and says so', async () => {
    const onPaceChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <ScriptTimer defaultValue={fiftyWords} onPaceChange={onPaceChange} />
      </div>,
    );
    const slider = page.getByRole('slider', { name: 'Pace' });
    await expect.element(slider).toHaveValue('100');
    await expect.element(slider).toHaveAttribute('aria-valuetext', '100%');
    await userEvent.click(page.getByRole('spinbutton', { name: 'Pace in percent' }));
    await userEvent.tab({ shift: true });
    await expect.element(slider).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(onPaceChange).toHaveBeenLastCalledWith({ pace: 200 });
    await expect.element(page.getByRole('status')).toHaveTextContent('50 words · about 10 s at 200% pace');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onPaceChange).toHaveBeenLastCalledWith({ pace: 195 });
    await expect.element(page.getByRole('spinbutton', { name: 'Pace in percent' })).toHaveValue(195);
  });

  it('takes a typed pace, and brings one out of range back within 50 to 200 on leaving the box', async () => {
    await render(
      <div className={mainTheme}>
        <ScriptTimer defaultValue={fiftyWords} />
      </div>,
    );
    const box = page.getByRole('spinbutton', { name: 'Pace in percent' });
    await userEvent.fill(box, '50');
    await expect.element(page.getByRole('status')).toHaveTextContent('about 40 s at 50% pace');
    await expect.element(page.getByRole('slider', { name: 'Pace' })).toHaveValue('50');
    await userEvent.fill(box, '900');
    await userEvent.tab();
    await expect.element(box).toHaveValue(200);
    await expect.element(page.getByRole('status')).toHaveTextContent('about 10 s at 200% pace');
  });

  it('follows a controlled script and pace', async () => {
    const onValueChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <ScriptTimer value="Hello there" pace={125} onValueChange={onValueChange} />
      </div>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('2 words · about 1 s at 125% pace');
    await userEvent.click(page.getByRole('textbox', { name: 'Script' }));
    await userEvent.keyboard('{End}!');
    expect(onValueChange).toHaveBeenCalledWith({ value: 'Hello there!' });
    await expect.element(page.getByRole('textbox', { name: 'Script' })).toHaveValue('Hello there');
  });
});
