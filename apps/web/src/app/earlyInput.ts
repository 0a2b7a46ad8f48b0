// A server-rendered page shows its buttons before the app's JavaScript has run, and a tap in between
// did nothing (on a slow phone that is seconds: the visitor tapped Play, nothing happened, and they
// left or tapped again). The server's page therefore starts with `captureEarlyInput` as an inline
// script: until the app has hydrated it holds each control a visitor activates, and `replayEarlyInput`
// activates it again once React owns the page. What works without the app is left to the browser:
// links, and a form with an address of its own (the search box submits to /search).

/** What the visitor activated before the app owned the page, in order. */
interface EarlyInput {
  readonly controls: Element[];
  hydrated: boolean;
}

declare global {
  interface Window {
    __voEarlyInput?: EarlyInput;
  }
}

/**
 * Runs as an inline script of the server's page (serialised with `String(captureEarlyInput)`), so it
 * uses nothing from outside itself. Listens before anything else can (capture phase, on the
 * document) and keeps the click from doing its native part (a checkbox would tick without the app
 * knowing) until the app can do it.
 */
export function captureEarlyInput(): void {
  const early: EarlyInput = { controls: [], hydrated: false };
  window.__voEarlyInput = early;
  // What a click activates. Not held: text fields and selects (what is typed or picked is kept by
  // React's hydration), a label of one (it only moves the focus), and a details element's summary
  // (it opens natively and the app does not control it).
  const activatable =
    'button, label, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], ' +
    '[role="option"], [role="menuitem"], input[type="checkbox"], input[type="radio"], input[type="button"], ' +
    'input[type="submit"], input[type="reset"]';
  document.addEventListener(
    'click',
    (event) => {
      if (early.hydrated || !(event.target instanceof Element)) return;
      const control = event.target.closest(activatable);
      if (control === null || control.closest('#root') === null) return;
      if (control.closest('a[href]') !== null) return;
      if (control instanceof HTMLLabelElement) {
        const labelled = control.control;
        if (!(labelled instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(labelled.type)) return;
      }
      const submits =
        (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
        control.type === 'submit' &&
        control.form?.hasAttribute('action') === true;
      if (submits) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // A second tap on a control that did not answer asks for the same thing again, not for its
      // opposite (a play button tapped twice should play): each control is activated once.
      if (!early.controls.includes(control)) early.controls.push(control);
    },
    true,
  );
}

/**
 * Activates, in order, what the visitor activated before the app owned the page; call once React has
 * hydrated it. A control React replaced (it rendered differently in the browser) is skipped.
 * Returns how many controls were activated.
 */
export function replayEarlyInput(): number {
  const early = window.__voEarlyInput;
  if (early === undefined || early.hydrated) return 0;
  early.hydrated = true;
  const controls = early.controls.splice(0).filter((control) => control.isConnected);
  for (const control of controls) {
    if (control instanceof HTMLElement) control.click();
  }
  return controls.length;
}

/** The inline script that starts capturing, for the server's page (before the app's root). */
export const earlyInputScript = (): string => `<script>(${String(captureEarlyInput)})();</script>`;
