import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { MessageComposer, sendFailureText, type ComposerAttachment } from './MessageComposer';

const textbox = () => page.getByRole('textbox', { name: 'Message' });

/** A promise the test settles by hand. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('MessageComposer', () => {
  it('sends on Enter and clears; Shift+Enter starts a new line', async () => {
    const onSend = vi.fn();
    await render(
      <div className={mainTheme}>
        <MessageComposer onSend={onSend} />
      </div>,
    );
    await expect.element(textbox()).toHaveAccessibleDescription('Enter to send, Shift+Enter for a new line.');
    await userEvent.click(textbox());
    await userEvent.keyboard('Hi Daniel,{Shift>}{Enter}{/Shift}the take is ready.');
    expect(onSend).not.toHaveBeenCalled();
    await expect.element(textbox()).toHaveValue('Hi Daniel,\nthe take is ready.');
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith({ body: 'Hi Daniel,\nthe take is ready.', attachments: [] });
    await expect.element(textbox()).toHaveValue('');
    await expect.element(textbox()).toHaveFocus();
  });

  it('sends nothing empty: Enter does nothing and Send is off', async () => {
    const onSend = vi.fn();
    await render(
      <div className={mainTheme}>
        <MessageComposer onSend={onSend} />
      </div>,
    );
    await userEvent.click(textbox());
    await userEvent.keyboard('   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('is read-only and busy while sending, and keeps the text when sending fails', async () => {
    const first = deferred();
    const second = deferred();
    const onSend = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    await render(
      <div className={mainTheme}>
        <MessageComposer onSend={onSend} />
      </div>,
    );
    await userEvent.fill(textbox(), 'Second take attached.');
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect.element(textbox()).toHaveAttribute('readonly');
    await expect.element(page.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    // Pressing the busy button again sends nothing twice.
    await expect.element(page.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    first.reject(new Error('Check your Internet connection'));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Not sent. Check your Internet connection');
    await expect.element(textbox()).toHaveValue('Second take attached.');
    await expect.element(textbox()).not.toHaveAttribute('readonly');
    await userEvent.click(textbox());
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(2);
    second.resolve();
    await expect.element(textbox()).toHaveValue('');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('explains an unexpected failure with the spec’s words', () => {
    expect(sendFailureText(new Error('Check your Internet connection'))).toBe(
      'Check your Internet connection',
    );
    expect(sendFailureText('boom')).toBe('something went wrong');
  });

  it('shows upload progress, cancels an upload, and waits for uploads before sending', async () => {
    const onAbortAttachment = vi.fn();
    const onSend = vi.fn();
    const uploading: ComposerAttachment[] = [
      { id: 'a', name: 'take-2.wav', size: 1_572_864, progress: 40, status: 'uploading' },
    ];
    const { rerender } = await render(
      <div className={mainTheme}>
        <MessageComposer
          onSend={onSend}
          attachments={uploading}
          onAbortAttachment={onAbortAttachment}
          defaultValue="Here it is"
        />
      </div>,
    );
    const bar = page.getByRole('progressbar', { name: 'Upload of take-2.wav' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '40');
    await expect.element(page.getByText('Wait for the uploads to finish.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Cancel upload of take-2.wav' }));
    expect(onAbortAttachment).toHaveBeenCalledWith({ id: 'a' });
    const done: ComposerAttachment[] = [
      { id: 'a', name: 'take-2.wav', size: 1_572_864, progress: 100, status: 'done' },
      { id: 'b', name: 'notes.pdf', progress: 10, status: 'error', error: 'The file is too large' },
    ];
    await rerender(
      <div className={mainTheme}>
        <MessageComposer onSend={onSend} attachments={done} defaultValue="Here it is" />
      </div>,
    );
    await expect.element(page.getByText('The file is too large')).toBeVisible();
    await userEvent.click(textbox());
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith({ body: 'Here it is', attachments: [done[0]] });
  });

  it('sends files alone, and removes one', async () => {
    const onSend = vi.fn();
    const onRemoveAttachment = vi.fn();
    const files: ComposerAttachment[] = [{ id: 'a', name: 'script.pdf', progress: 100, status: 'done' }];
    await render(
      <div className={mainTheme}>
        <MessageComposer onSend={onSend} attachments={files} onRemoveAttachment={onRemoveAttachment} />
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Remove script.pdf' }));
    expect(onRemoveAttachment).toHaveBeenCalledWith({ id: 'a' });
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ body: '', attachments: files });
  });

  it('passes on picked files up to the limit of 10, and says so', async () => {
    const onAttach = vi.fn();
    await render(
      <div className={mainTheme}>
        <MessageComposer onSend={vi.fn()} onAttach={onAttach} />
      </div>,
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const data = new DataTransfer();
    for (let index = 0; index < 12; index += 1) data.items.add(new File(['x'], `take-${String(index)}.wav`));
    if (input) {
      input.files = data.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await expect.element(page.getByRole('status')).toHaveTextContent('You can attach up to 10 files.');
    expect(onAttach).toHaveBeenCalledOnce();
    expect((onAttach.mock.calls[0]?.[0] as { files: File[] }).files).toHaveLength(10);
  });

  it('is all off when disabled', async () => {
    await render(
      <div className={mainTheme}>
        <MessageComposer onSend={vi.fn()} onAttach={vi.fn()} disabled defaultValue="Hello" />
      </div>,
    );
    await expect.element(textbox()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Attach files' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
