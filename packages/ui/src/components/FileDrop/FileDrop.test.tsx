import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { FileDrop, type FileDropItem } from './FileDrop';
import { imageExtensions } from './fileValidation';

/** Drops files on an element the way a browser does (drag over, then drop with a DataTransfer). */
function drop(target: Element, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  target.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
  target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
}

const png = () => new File(['pixels'], 'avatar.png', { type: 'image/png' });

describe('FileDrop', () => {
  it('is a labelled drop zone with a browse button that opens the file picker', async () => {
    await render(
      <div className={mainTheme}>
        <FileDrop label="Profile picture" hint="jpg, jpeg, png or gif" />
      </div>,
    );
    await expect.element(page.getByRole('group', { name: 'Profile picture' })).toBeVisible();
    const browse = page.getByRole('button', { name: 'Browse files' });
    await expect.element(browse).toHaveAccessibleDescription('jpg, jpeg, png or gif');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const opened = vi.fn();
    input?.addEventListener('click', (event) => {
      event.preventDefault();
      opened();
    });
    await userEvent.click(browse);
    expect(opened).toHaveBeenCalledOnce();
  });

  it('passes on a dropped file', async () => {
    const onFilesSelected = vi.fn();
    await render(
      <div className={mainTheme}>
        <FileDrop label="Picture" extensions={imageExtensions} onFilesSelected={onFilesSelected} />
      </div>,
    );
    const file = png();
    drop(page.getByRole('group', { name: 'Picture' }).element(), [file]);
    await expect.poll(() => onFilesSelected.mock.calls.length).toBe(1);
    expect(onFilesSelected).toHaveBeenCalledWith({ files: [file] });
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('passes on a file chosen with the picker', async () => {
    const onFilesSelected = vi.fn();
    await render(
      <div className={mainTheme}>
        <FileDrop label="Picture" onFilesSelected={onFilesSelected} />
      </div>,
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const data = new DataTransfer();
    data.items.add(png());
    if (input) {
      input.files = data.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await expect.poll(() => onFilesSelected.mock.calls.length).toBe(1);
    expect(onFilesSelected.mock.calls[0]?.[0]).toEqual({
      files: [expect.objectContaining({ name: 'avatar.png' })],
    });
  });

  it("refuses an empty or wrong-type file with 'A valid file is required.'", async () => {
    const onFilesSelected = vi.fn();
    await render(
      <div className={mainTheme}>
        <FileDrop label="Picture" extensions={imageExtensions} onFilesSelected={onFilesSelected} />
      </div>,
    );
    const zone = page.getByRole('group', { name: 'Picture' });
    drop(zone.element(), [new File(['x'], 'notes.txt')]);
    await expect.element(page.getByRole('alert')).toHaveTextContent('A valid file is required.');
    await expect.element(zone).toHaveAccessibleDescription('A valid file is required.');
    drop(zone.element(), [new File([], 'empty.png')]);
    await expect.element(page.getByRole('alert')).toHaveTextContent('A valid file is required.');
    expect(onFilesSelected).not.toHaveBeenCalled();
    drop(zone.element(), [png()]);
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each upload with its progress and state, and cancels one in progress', async () => {
    const onAbort = vi.fn();
    const files: FileDropItem[] = [
      { id: '1', name: 'take-1.wav', progress: 40, status: 'uploading' },
      { id: '2', name: 'take-2.wav', progress: 100, status: 'done' },
      { id: '3', name: 'take-3.wav', progress: 10, status: 'error', error: 'The file is too large' },
      { id: '4', name: 'take-4.wav', progress: 5, status: 'aborted' },
    ];
    await render(
      <div className={mainTheme}>
        <FileDrop label="Recordings" files={files} onAbort={onAbort} />
      </div>,
    );
    const bar = page.getByRole('progressbar', { name: 'Upload of take-1.wav' });
    await expect.element(bar).toBeVisible();
    await expect.element(bar).toHaveAttribute('value', '40');
    await expect.element(page.getByText('40%')).toBeVisible();
    await expect.element(page.getByText('Uploaded')).toBeVisible();
    await expect.element(page.getByText('The file is too large')).toBeVisible();
    await expect.element(page.getByText('Cancelled')).toBeVisible();
    expect(page.getByRole('progressbar').all()).toHaveLength(1);
    expect(page.getByRole('button', { name: /Cancel upload/ }).all()).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: 'Cancel upload of take-1.wav' }));
    expect(onAbort).toHaveBeenCalledWith({ id: '1' });
  });

  it('ignores drops and turns the button off when disabled', async () => {
    const onFilesSelected = vi.fn();
    await render(
      <div className={mainTheme}>
        <FileDrop label="Picture" disabled onFilesSelected={onFilesSelected} />
      </div>,
    );
    await expect.element(page.getByRole('button', { name: 'Browse files' })).toBeDisabled();
    drop(page.getByRole('group', { name: 'Picture' }).element(), [png()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onFilesSelected).not.toHaveBeenCalled();
  });
});
