import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { exampleDemo, exampleSamples } from './fixtures';
import { SamplePlaylist } from './SamplePlaylist';
import { pauseAllAudioPlayers } from '../AudioPlayer';

const themed = (children: ReactNode) => <div className={mainTheme}>{children}</div>;

const playlist = () => page.getByRole('region', { name: 'E-learning' });
/** The samples' names in the order shown: each player is a group named by its sample. */
const shownOrder = () =>
  page
    .getByRole('group')
    .elements()
    .map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent);
const handle = (name: string) => page.getByRole('button', { name: `Reorder ${name}` });
const announced = () => page.getByRole('status').filter({ hasText: /position/ });

describe('SamplePlaylist', () => {
  it('shows the playlist name, its count and each sample as a player, in order; read-only for visitors', async () => {
    await render(themed(<SamplePlaylist demo={exampleDemo} />));
    await expect.element(playlist()).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 3, name: 'E-learning' })).toBeVisible();
    await expect.element(playlist()).toHaveTextContent('3 samples');
    expect(shownOrder()).toEqual([
      'Brightside Bank e-learning',
      'City museum audio guide',
      'Factory safety training',
    ]);
    await expect.element(page.getByRole('button', { name: 'Play City museum audio guide' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /Reorder/ }).first()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /Download/ }).first()).not.toBeInTheDocument();
  });

  it('reorders from the keyboard: Space picks up, arrows move, Space drops, each step announced', async () => {
    const onSortSamples = vi.fn();
    await render(themed(<SamplePlaylist demo={exampleDemo} editable onSortSamples={onSortSamples} />));
    const bank = handle('Brightside Bank e-learning');
    await expect.element(bank).toHaveAccessibleDescription(/press Space to pick up/);
    await userEvent.tab();
    await expect.element(bank).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(bank).toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(announced())
      .toHaveTextContent('Brightside Bank e-learning picked up, position 1 of 3.');
    await userEvent.keyboard('{ArrowDown}');
    await expect
      .element(announced())
      .toHaveTextContent('Brightside Bank e-learning moved to position 2 of 3.');
    await expect.element(bank).toHaveFocus();
    expect(shownOrder()[1]).toBe('Brightside Bank e-learning');
    expect(onSortSamples).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect.element(bank).toHaveAttribute('aria-pressed', 'false');
    await expect
      .element(announced())
      .toHaveTextContent('Brightside Bank e-learning dropped at position 2 of 3.');
    expect(onSortSamples).toHaveBeenCalledWith({ demoId: 3105, sampleIds: [77013, 77012, 77020] });
    await userEvent.keyboard(' {End} ');
    expect(onSortSamples).toHaveBeenLastCalledWith({ demoId: 3105, sampleIds: [77013, 77020, 77012] });
    await expect.element(bank).toHaveFocus();
  });

  it('cancels a keyboard move with Escape, putting the sample back', async () => {
    const onSortSamples = vi.fn();
    await render(themed(<SamplePlaylist demo={exampleDemo} editable onSortSamples={onSortSamples} />));
    const safety = handle('Factory safety training');
    safety.element().focus();
    await userEvent.keyboard(' {ArrowUp}{ArrowUp}');
    expect(shownOrder()[0]).toBe('Factory safety training');
    await userEvent.keyboard('{Escape}');
    await expect
      .element(announced())
      .toHaveTextContent('Reordering cancelled. Factory safety training is back at position 3 of 3.');
    expect(shownOrder()[2]).toBe('Factory safety training');
    await expect.element(safety).toHaveFocus();
    expect(onSortSamples).not.toHaveBeenCalled();
  });

  it('reorders by dragging a handle with the mouse', async () => {
    const onSortSamples = vi.fn();
    await render(themed(<SamplePlaylist demo={exampleDemo} editable onSortSamples={onSortSamples} />));
    const last = page.getByRole('listitem').nth(2);
    const box = last.element().getBoundingClientRect();
    await userEvent.dragAndDrop(handle('Brightside Bank e-learning'), last, {
      targetPosition: { x: 8, y: box.height - 4 },
    });
    await expect.poll(() => onSortSamples.mock.calls.length).toBe(1);
    expect(onSortSamples).toHaveBeenCalledWith({ demoId: 3105, sampleIds: [77013, 77020, 77012] });
    expect(shownOrder()).toEqual([
      'City museum audio guide',
      'Factory safety training',
      'Brightside Bank e-learning',
    ]);
  });

  it('reorders by a touch drag, and a cancelled touch changes nothing', async () => {
    const onSortSamples = vi.fn();
    await render(themed(<SamplePlaylist demo={exampleDemo} editable onSortSamples={onSortSamples} />));
    const rows = page.getByRole('listitem').elements();
    const middle = (row: Element | undefined) => {
      const box = row?.getBoundingClientRect();
      return box ? box.top + box.height / 2 : 0;
    };
    const touch = (target: EventTarget, type: string, clientY: number) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: 9,
          pointerType: 'touch',
          isPrimary: true,
          clientY,
        }),
      );
    const safety = handle('Factory safety training').element();
    touch(safety, 'pointerdown', middle(rows[2]));
    await expect.element(handle('Factory safety training')).toHaveAttribute('aria-pressed', 'true');
    touch(window, 'pointermove', middle(rows[0]) - 10);
    await expect.poll(() => shownOrder()[0]).toBe('Factory safety training');
    touch(window, 'pointercancel', middle(rows[0]) - 10);
    await expect.poll(() => shownOrder()[2]).toBe('Factory safety training');
    expect(onSortSamples).not.toHaveBeenCalled();
    touch(safety, 'pointerdown', middle(rows[2]));
    touch(window, 'pointermove', middle(rows[0]) + 1);
    touch(window, 'pointerup', middle(rows[0]) + 1);
    await expect.poll(() => onSortSamples.mock.calls.length).toBe(1);
    expect(onSortSamples).toHaveBeenCalledWith({ demoId: 3105, sampleIds: [77012, 77020, 77013] });
  });

  it('deletes the playlist only after confirming, saying its samples stay', async () => {
    const onDelete = vi.fn();
    await render(themed(<SamplePlaylist demo={exampleDemo} editable onDelete={onDelete} />));
    await userEvent.click(page.getByRole('button', { name: 'Delete playlist E-learning' }));
    const dialog = page.getByRole('dialog', { name: 'Delete playlist E-learning?' });
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('Its samples stay on your profile as unassigned samples.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Delete playlist E-learning' }));
    await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Delete playlist' }));
    expect(onDelete).toHaveBeenCalledWith({ demoId: 3105 });
  });

  it('reports a sample listened to once it really plays', async () => {
    const onSampleListened = vi.fn();
    await render(themed(<SamplePlaylist demo={exampleDemo} onSampleListened={onSampleListened} />));
    await expect
      .element(page.getByRole('slider', { name: 'City museum audio guide playback position' }))
      .not.toHaveAttribute('aria-disabled');
    await userEvent.click(page.getByRole('button', { name: 'Play City museum audio guide' }));
    await expect.poll(() => onSampleListened.mock.calls.length).toBe(1);
    expect(onSampleListened).toHaveBeenCalledWith({ sampleId: 77013 });
    // Stops the sample for the next test, whether or not its one second has already run out.
    pauseAllAudioPlayers();
  });

  it('shows a sample not yet checked as not playable, and an empty playlist as empty', async () => {
    const { rerender } = await render(
      themed(
        <SamplePlaylist demo={{ ...exampleDemo, samples: [{ ...exampleSamples.bank, is_valid: false }] }} />,
      ),
    );
    await expect.element(playlist()).toHaveTextContent('Brightside Bank e-learning');
    await expect
      .element(playlist())
      .toHaveTextContent('This file is being checked and cannot be played yet.');
    await expect.element(page.getByRole('button', { name: /Play/ })).not.toBeInTheDocument();
    await rerender(themed(<SamplePlaylist demo={{ ...exampleDemo, samples: [] }} />));
    await expect.element(playlist()).toHaveTextContent('0 samples');
    await expect.element(playlist()).toHaveTextContent('No samples in this playlist yet.');
  });
});
