import { useEffect, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `container` that Tab reaches, in document order. */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[hidden], [inert]') && element.getClientRects().length > 0,
  );
}

/** The active traps, innermost last: only the innermost one acts, so layers can nest. */
const traps: HTMLElement[] = [];
const isInnermost = (root: HTMLElement) => traps[traps.length - 1] === root;

export interface FocusTrapOptions {
  /** The element to focus when the trap starts; by default the first focusable one, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Give focus back to the element that had it before the trap started. @default true */
  returnFocus?: boolean;
}

/**
 * Keeps keyboard focus inside `container` while `active` (WAI-ARIA dialog pattern): focus moves in
 * when it starts, Tab and Shift+Tab wrap around, focus that escapes (a click outside, a script) is
 * pulled back, and when it ends focus returns to the opener. Shared by Dialog, Drawer and Tour.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocus, returnFocus = true }: FocusTrapOptions = {},
): void {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    traps.push(root);

    const first = initialFocus?.current ?? focusableWithin(root)[0] ?? root;
    first.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !root || !isInnermost(root)) return;
      const items = focusableWithin(root);
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) {
        event.preventDefault();
        root.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === head || current === root)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && current === tail) {
        event.preventDefault();
        head.focus();
      }
    }

    function onFocusIn(event: FocusEvent) {
      if (root && isInnermost(root) && event.target instanceof Node && !root.contains(event.target)) {
        (focusableWithin(root)[0] ?? root).focus();
      }
    }

    root.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      traps.splice(traps.indexOf(root), 1);
      if (returnFocus && opener?.isConnected) opener.focus();
    };
  }, [active, container, initialFocus, returnFocus]);
}
