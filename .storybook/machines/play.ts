// Steps the machine pages' play functions share: they drive the inspector the way QA does, by
// role and label, and read what it shows.
import { expect, userEvent, waitFor, within, type screen } from 'storybook/test';
import type { CastName } from './cast';

/** What `within(canvasElement)` returns: the queries bound to the story's root. */
type Canvas = Omit<typeof screen, 'debug' | 'logTestingPlaygroundURL'>;

/** The form of one event type (shown only while the current state handles that event). */
export const eventForm = (canvas: Canvas, type: string) =>
  canvas.getByRole('form', { name: `${type} event` });

/** The event's button, once the current state handles that event. */
export const eventButton = (canvas: Canvas, type: string) => canvas.findByRole('button', { name: type });

export interface SendOptions {
  /** The sender to pick in the form's "Sent by" select. */
  readonly by?: CastName;
  /** Other fields to fill in, by label. */
  readonly fields?: Readonly<Record<string, string>>;
}

/** Fills in the event's form (sender and fields) and returns its button. */
export async function fill(
  canvas: Canvas,
  type: string,
  { by, fields = {} }: SendOptions = {},
): Promise<HTMLElement> {
  const button = await eventButton(canvas, type);
  const form = within(eventForm(canvas, type));
  if (by) await userEvent.selectOptions(form.getByLabelText('Sent by'), by);
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabelText(label);
    if (field instanceof HTMLSelectElement) {
      await userEvent.selectOptions(field, value);
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== (value === 'true')) await userEvent.click(field);
    } else {
      await userEvent.clear(field);
      // Pasted rather than typed: user-event reads braces in typed text as key names.
      if (value !== '') {
        await userEvent.click(field);
        await userEvent.paste(value);
      }
    }
  }
  return button;
}

/** Fills in the event's form and clicks its button, which must be enabled. */
export async function send(canvas: Canvas, type: string, options: SendOptions = {}): Promise<void> {
  const button = await fill(canvas, type, options);
  await expect(button).toBeEnabled();
  await userEvent.click(button);
}

/** Waits until the inspector shows `state` as the current state (exactly). */
export async function expectState(canvas: Canvas, state: string, timeout = 3000): Promise<void> {
  await waitFor(
    () =>
      expect(canvas.getByRole('status', { name: 'Current state' })).toHaveTextContent(
        new RegExp(`^${escape(state)}$`),
      ),
    { timeout },
  );
}

/** Waits until one of the active leaves is `path` or lies under it (for parallel and nested states). */
export async function expectInState(canvas: Canvas, path: string, timeout = 3000): Promise<void> {
  await waitFor(
    async () => {
      const shown = canvas.getByRole('status', { name: 'Current state' }).textContent;
      const leaves = shown.split(', ');
      await expect(
        leaves.some((leaf) => leaf === path || leaf.startsWith(`${path}.`)),
        `${shown} is in ${path}`,
      ).toBe(true);
    },
    { timeout },
  );
}

/** Waits until the actor's status (active, done, error) is `status`. */
export async function expectStatus(canvas: Canvas, status: string): Promise<void> {
  await waitFor(() => expect(canvas.getByRole('status', { name: 'Actor status' })).toHaveTextContent(status));
}

/** The event's button is there but disabled: the machine refuses the event with this payload. */
export async function expectRefused(canvas: Canvas, type: string, options: SendOptions = {}): Promise<void> {
  const button = await fill(canvas, type, options);
  await expect(button).toBeDisabled();
}

/** The state does not handle the event at all: no button for it. */
export async function expectNotHandled(canvas: Canvas, type: string): Promise<void> {
  await expect(canvas.queryByRole('button', { name: type })).not.toBeInTheDocument();
}

/** The "Sent to the parent" list (machines run with `asChild`) shows an event containing this text. */
export async function expectSentToParent(canvas: Canvas, text: string, timeout = 3000): Promise<void> {
  await waitFor(
    () => expect(canvas.getByRole('list', { name: 'Sent to the parent' })).toHaveTextContent(text),
    {
      timeout,
    },
  );
}

/** The context shown contains this text (e.g. `"readyToRelease": true`). */
export async function expectContext(canvas: Canvas, text: string): Promise<void> {
  const heading = canvas.getByRole('heading', { name: 'Context' });
  const section = heading.closest('section');
  if (!section) throw new Error('No context section');
  await waitFor(() => expect(section).toHaveTextContent(text));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
