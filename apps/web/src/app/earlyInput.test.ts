import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { captureEarlyInput, earlyInputScript, replayEarlyInput } from './earlyInput';

/** A server-rendered page as the browser has it before the app's script ran: markup, no handlers. */
function serverPage(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('input before the app has loaded', () => {
  afterEach(() => {
    // This file's listeners stay on the shared document: once replayed they let every click through.
    replayEarlyInput();
    document.getElementById('root')?.remove();
  });

  it('holds a tap on a button and a checkbox, and does each once when the app has loaded', async () => {
    captureEarlyInput();
    serverPage('<button type="button">Play Sunny Bay</button><label><input type="checkbox"> Spanish</label>');
    await userEvent.click(page.getByRole('button', { name: 'Play Sunny Bay' }));
    await userEvent.click(page.getByRole('button', { name: 'Play Sunny Bay' }));
    await userEvent.click(page.getByRole('checkbox', { name: 'Spanish' }));
    await expect.element(page.getByRole('checkbox', { name: 'Spanish' })).not.toBeChecked();

    // The app hydrates: its handlers are on the same elements.
    const play = vi.fn();
    page.getByRole('button', { name: 'Play Sunny Bay' }).element().addEventListener('click', play);
    expect(replayEarlyInput()).toBe(2);
    expect(play).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('checkbox', { name: 'Spanish' })).toBeChecked();

    // From now on the app answers for itself.
    await userEvent.click(page.getByRole('button', { name: 'Play Sunny Bay' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(replayEarlyInput()).toBe(0);
  });

  it('leaves links and a form with an address of its own to the browser', async () => {
    captureEarlyInput();
    serverPage(
      '<a href="#profile-19">Maya Lopez</a><form action="/search"><input name="q" aria-label="Search"><button>Search</button></form>',
    );
    const defaultPrevented: boolean[] = [];
    const record = (event: Event) => {
      defaultPrevented.push(event.defaultPrevented);
      // The test stays on its page: the browser's own navigation is not what is under test (the
      // button's click goes on to submit its form, which is then stopped).
      if (event.type === 'submit' || (event.target instanceof Element && event.target.closest('a'))) {
        event.preventDefault();
      }
    };
    document.addEventListener('click', record);
    document.addEventListener('submit', record);
    try {
      await userEvent.click(page.getByRole('link', { name: 'Maya Lopez' }));
      await userEvent.click(page.getByRole('button', { name: 'Search' }));
    } finally {
      document.removeEventListener('click', record);
      document.removeEventListener('submit', record);
    }
    // The link's click, the button's click and the form's submit all went on untouched.
    expect(defaultPrevented).toEqual([false, false, false]);
    expect(replayEarlyInput()).toBe(0);
  });

  it('skips a control the app rendered anew, and is one inline script for the server page', async () => {
    captureEarlyInput();
    const root = serverPage('<button type="button">Favorite</button>');
    await userEvent.click(page.getByRole('button', { name: 'Favorite' }));
    root.innerHTML = '<button type="button">Favorite</button>';
    expect(replayEarlyInput()).toBe(0);

    expect(earlyInputScript()).toMatch(
      /^<script>\(function captureEarlyInput\(\) \{[\s\S]*\}\)\(\);<\/script>$/,
    );
  });
});
