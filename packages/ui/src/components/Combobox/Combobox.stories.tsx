import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

const voices: ComboboxOption[] = [
  { value: 'anna', label: 'Anna Berg', description: 'Warm narration' },
  { value: 'anton', label: 'Anton Weiss', description: 'Deep promo voice' },
  { value: 'bea', label: 'Bea Lund', description: 'Bright commercial' },
  { value: 'carl', label: 'Carl Moss', description: 'Documentary' },
];

/** An in-memory search that answers after a short wait and honours the abort signal. */
const searchVoices: ComboboxProps['loadOptions'] = ({ query, signal }) =>
  new Promise<ComboboxOption[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      resolve(voices.filter((voice) => voice.label.toLowerCase().includes(query.toLowerCase())));
    }, 150);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  args: { label: 'Search voices', loadOptions: searchVoices, onSelect: fn(), placeholder: 'Try “an”' },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search voices' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('an');
    await waitFor(() => expect(canvas.getByRole('option', { name: /Anton Weiss/ })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({ option: voices[1] });
    await expect(input).toHaveValue('Anton Weiss');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: { loadOptions: () => new Promise<ComboboxOption[]>(() => undefined), debounce: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search voices' }), 'a');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'));
  },
};

export const NoResults: Story = {
  args: { debounce: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search voices' }), 'zzz');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No results'));
  },
};

export const LoadError: Story = {
  args: { loadOptions: () => Promise.reject(new Error('offline')), debounce: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search voices' }), 'a');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Suggestions could not be loaded'),
    );
  },
};

export const WithHintAndError: Story = {
  args: { hint: 'Search by name or style', error: 'Choose a voice from the list', required: true },
};
