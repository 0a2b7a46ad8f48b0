import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Combobox, type ComboboxOption } from './Combobox';

const voices: ComboboxOption[] = [
  { value: 'anna', label: 'Anna Berg', description: 'Warm narration' },
  { value: 'anton', label: 'Anton Weiss' },
  { value: 'bea', label: 'Bea Lund' },
];

/** An immediate in-memory search, recording each request. */
function searchVoices() {
  return vi.fn(({ query }: { query: string; signal: AbortSignal }) =>
    Promise.resolve(voices.filter((voice) => voice.label.toLowerCase().includes(query.toLowerCase()))),
  );
}

function Themed({ children }: { children: React.ReactNode }) {
  return <div className={mainTheme}>{children}</div>;
}

describe('Combobox', () => {
  it('is a labelled combobox controlling a collapsed listbox', async () => {
    await render(
      <Themed>
        <Combobox label="Search voices" hint="Name or style" loadOptions={searchVoices()} debounce={0} />
      </Themed>,
    );
    const input = page.getByRole('combobox', { name: 'Search voices' });
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    await expect.element(input).toHaveAccessibleDescription('Name or style');
    const listboxId = input.element().getAttribute('aria-controls') ?? '';
    expect(document.getElementById(listboxId)?.getAttribute('role')).toBe('listbox');
  });

  it('loads suggestions for the typed query, announces them and opens the listbox', async () => {
    const loadOptions = searchVoices();
    await render(
      <Themed>
        <Combobox label="Search voices" loadOptions={loadOptions} debounce={0} />
      </Themed>,
    );
    const input = page.getByRole('combobox', { name: 'Search voices' });
    await userEvent.type(input, 'an');
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('listbox', { name: 'Search voices' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: /Anna Berg/ })).toBeVisible();
    await expect.element(page.getByRole('option', { name: /Anton Weiss/ })).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('2 results available');
    expect(loadOptions).toHaveBeenLastCalledWith(expect.objectContaining({ query: 'an' }));
  });

  it('moves with the arrow keys via aria-activedescendant and picks with Enter', async () => {
    const onSelect = vi.fn();
    await render(
      <Themed>
        <Combobox label="Search voices" loadOptions={searchVoices()} debounce={0} onSelect={onSelect} />
      </Themed>,
    );
    const input = page.getByRole('combobox', { name: 'Search voices' });
    await userEvent.type(input, 'an');
    await expect.element(page.getByRole('option', { name: /Anton Weiss/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    const first = page.getByRole('option', { name: /Anna Berg/ });
    await expect.element(first).toHaveAttribute('aria-selected', 'true');
    await expect.element(input).toHaveAttribute('aria-activedescendant', first.element().id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    const second = page.getByRole('option', { name: /Anton Weiss/ });
    await expect.element(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ option: voices[1] });
    await expect.element(input).toHaveValue('Anton Weiss');
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    await expect.element(input).not.toHaveAttribute('aria-activedescendant');
    await expect.element(input).toHaveFocus();
  });

  it('picks with the pointer', async () => {
    const onSelect = vi.fn();
    await render(
      <Themed>
        <Combobox label="Search voices" loadOptions={searchVoices()} debounce={0} onSelect={onSelect} />
      </Themed>,
    );
    await userEvent.type(page.getByRole('combobox', { name: 'Search voices' }), 'bea');
    await userEvent.click(page.getByRole('option', { name: 'Bea Lund' }));
    expect(onSelect).toHaveBeenCalledWith({ option: voices[2] });
    await expect.element(page.getByRole('combobox', { name: 'Search voices' })).toHaveValue('Bea Lund');
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    await render(
      <Themed>
        <Combobox label="Search voices" loadOptions={searchVoices()} debounce={0} />
      </Themed>,
    );
    const input = page.getByRole('combobox', { name: 'Search voices' });
    await userEvent.type(input, 'an');
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    await expect.element(input).toHaveValue('an');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}{Escape}');
    await expect.element(input).toHaveValue('');
  });

  it('announces loading, then No results', async () => {
    let finish: (options: ComboboxOption[]) => void = () => undefined;
    const loadOptions = vi.fn(
      () =>
        new Promise<ComboboxOption[]>((resolve) => {
          finish = resolve;
        }),
    );
    await render(
      <Themed>
        <Combobox label="Search voices" loadOptions={loadOptions} debounce={0} />
      </Themed>,
    );
    const input = page.getByRole('combobox', { name: 'Search voices' });
    await userEvent.type(input, 'zz');
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading…');
    await expect.element(input).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => loadOptions.mock.calls.length).toBeGreaterThan(0);
    finish([]);
    await expect.element(page.getByRole('status')).toHaveTextContent('No results');
    await expect.element(page.getByText('No results', { exact: true }).first()).toBeVisible();
    expect(page.getByRole('option').all()).toHaveLength(0);
  });

  it('aborts the previous request when the query changes and ignores its late answer', async () => {
    const pending: { query: string; signal: AbortSignal; resolve: (o: ComboboxOption[]) => void }[] = [];
    const loadOptions = vi.fn(
      ({ query, signal }: { query: string; signal: AbortSignal }) =>
        new Promise<ComboboxOption[]>((resolve) => {
          pending.push({ query, signal, resolve });
        }),
    );
    await render(
      <Themed>
        <Combobox label="Search voices" loadOptions={loadOptions} debounce={0} />
      </Themed>,
    );
    const input = page.getByRole('combobox', { name: 'Search voices' });
    await userEvent.type(input, 'a');
    await expect.poll(() => pending.length).toBe(1);
    await userEvent.type(input, 'n');
    await expect.poll(() => pending.length).toBe(2);
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(pending[1]?.signal.aborted).toBe(false);
    pending[1]?.resolve([voices[0] as ComboboxOption]);
    pending[0]?.resolve(voices);
    await expect.element(page.getByRole('status')).toHaveTextContent('1 result available');
    expect(page.getByRole('option').all()).toHaveLength(1);
  });

  it('waits for a pause in typing before querying (debounce)', async () => {
    const loadOptions = searchVoices();
    await render(
      <Themed>
        <Combobox label="Search voices" loadOptions={loadOptions} debounce={400} />
      </Themed>,
    );
    // The debounce's clock is the test's: typing that is slow under load still counts as one burst.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await userEvent.fill(page.getByRole('combobox', { name: 'Search voices' }), 'a');
      vi.advanceTimersByTime(399);
      await userEvent.fill(page.getByRole('combobox', { name: 'Search voices' }), 'bea');
      vi.advanceTimersByTime(399);
      expect(loadOptions).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    await expect.element(page.getByRole('option', { name: 'Bea Lund' })).toBeVisible();
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith(expect.objectContaining({ query: 'bea' }));
  });

  it('announces a failed load', async () => {
    await render(
      <Themed>
        <Combobox
          label="Search voices"
          loadOptions={() => Promise.reject(new Error('offline'))}
          debounce={0}
        />
      </Themed>,
    );
    await userEvent.type(page.getByRole('combobox', { name: 'Search voices' }), 'a');
    await expect.element(page.getByRole('status')).toHaveTextContent('Suggestions could not be loaded');
  });
});
