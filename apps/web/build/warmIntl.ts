// The first Intl formatter a page builds loads the ICU data of the browser's renderer process: 25 to
// 35 ms of the main thread on this machine, 100 to 150 ms at a phone's speed (Lighthouse's 4x CPU),
// inside the task that runs the screen's code or hydrates it (measured with
// `new Intl.NumberFormat('en')` on the category page). That data is the process's, not the thread's:
// once a worker has built a formatter, the main thread's first one takes about 1 ms. So every page
// starts, from its head, a worker that builds the kinds of formats the pages use while the page
// waits for its JavaScript, and ends it.
import type { Plugin } from 'vite';

/**
 * Runs in the page, from an inline script of index.html's head (serialised with `String(warmIntl)`),
 * so it uses nothing from outside itself. Without workers it does nothing: the page then builds its
 * formats itself, as it would anyway.
 */
export function warmIntl(): void {
  // Runs in the worker (serialised again): the number and date formats of the pages, in the
  // locales they name.
  const buildFormats = (): void => {
    for (const locale of ['en', 'en-US']) {
      new Intl.NumberFormat(locale).format(1234.5);
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1234.5);
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
      new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(0);
    }
    // A worker's postMessage takes the transfer options as its second argument.
    postMessage('ready', {});
  };
  try {
    // A data: address rather than a Blob's: registering a Blob took up to 10 ms of the main thread.
    const worker = new Worker(`data:text/javascript,${encodeURIComponent(`(${String(buildFormats)})();`)}`);
    const end = (): void => {
      worker.terminate();
    };
    worker.addEventListener('message', end);
    worker.addEventListener('error', end);
  } catch {
    // No workers here (or a policy forbids this one): nothing to warm.
  }
}

const CHARSET = '<meta charset="UTF-8" />';

/**
 * index.html with the script right after its charset (which must stay in the first 1,024 bytes):
 * before the stylesheet, so the worker starts while the stylesheet is still on its way.
 */
export function withWarmIntl(html: string): string {
  if (!html.includes(CHARSET)) throw new Error(`index.html has no ${CHARSET}.`);
  return html.replace(CHARSET, () => `${CHARSET}\n    <script>(${String(warmIntl)})();</script>`);
}

/** Adds the script to index.html, for the server's pages and the client-rendered app alike. */
export function warmIntlPlugin(): Plugin {
  return { name: 'vo-warm-intl', transformIndexHtml: withWarmIntl };
}
