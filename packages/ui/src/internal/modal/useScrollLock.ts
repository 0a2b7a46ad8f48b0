import { useLayoutEffect } from 'react';

/** One document's lock: how many open layers hold it, and how to put the page back when the last lets go. */
interface PageLock {
  holders: number;
  restore: () => void;
}

// Per document, so that a layer portalled into another document (an iframe) locks that page, not this one.
const locks = new WeakMap<Document, PageLock>();

/** Remembers one inline declaration of `element` and returns what puts it back as it was. */
function remember(element: HTMLElement, property: string): () => void {
  const value = element.style.getPropertyValue(property);
  const priority = element.style.getPropertyPriority(property);
  return () => {
    if (value) element.style.setProperty(property, value, priority);
    else element.style.removeProperty(property);
  };
}

/** Hides the page's scrollbar without moving its content, and returns what undoes exactly that. */
function freeze(doc: Document): () => void {
  const view = doc.defaultView;
  const { documentElement: root, body } = doc;
  if (!view) return () => undefined;
  // The viewport scrolls by <body>'s overflow only while <html>'s is visible (CSS overflow propagation);
  // a page that sets it on <html> (e.g. `overflow-y: scroll` against layout shift) is locked there.
  const rootStyle = view.getComputedStyle(root);
  const scroller = rootStyle.overflowX === 'visible' && rootStyle.overflowY === 'visible' ? body : root;
  // Measured before hiding: the classic scrollbar's width is the room the content would gain and jump into.
  const scrollbar = view.innerWidth - root.clientWidth;
  const touched = [scroller, body].map((element) => ({ element, hadStyle: element.hasAttribute('style') }));
  // Longhands, so that a page's own `overflow-y` alone comes back without an `overflow-x` it never had.
  const undo = [
    remember(scroller, 'overflow-x'),
    remember(scroller, 'overflow-y'),
    remember(body, 'padding-right'),
  ];
  if (scrollbar > 0) {
    const padding = Number.parseFloat(view.getComputedStyle(body).paddingRight) || 0;
    body.style.setProperty('padding-right', `${padding + scrollbar}px`);
  }
  // Overflow rather than a fixed-position body: the page keeps its scrollY, nothing to scroll back later.
  scroller.style.setProperty('overflow', 'hidden');
  return () => {
    for (const step of undo) step();
    for (const { element, hadStyle } of touched) {
      // Asked through getAttribute: Chromium writes inline style back to the attribute lazily, and a
      // removal before that write would come back as an empty `style=""`.
      if (!hadStyle && element.getAttribute('style') === '') element.removeAttribute('style');
    }
  };
}

/**
 * Locks the page behind a modal layer: it no longer scrolls by wheel, touch or keyboard, and its
 * content keeps its place although the scrollbar goes. Layers nest: the page is put back (its own
 * overflow and padding, its scroll position) when the last holder releases. Returns the release;
 * calling it twice releases once.
 */
export function lockPageScroll(doc: Document = document): () => void {
  const held = locks.get(doc);
  if (held) held.holders += 1;
  else locks.set(doc, { holders: 1, restore: freeze(doc) });
  let released = false;
  return () => {
    const lock = locks.get(doc);
    if (released || !lock) return;
    released = true;
    lock.holders -= 1;
    if (lock.holders > 0) return;
    locks.delete(doc);
    lock.restore();
  };
}

/**
 * Holds the page's scroll lock while `active` (see {@link lockPageScroll}). A layout effect, so the
 * scrollbar goes in the same frame as the layer appears and the page never shows a jump.
 */
export function useScrollLock(active: boolean, doc?: Document): void {
  useLayoutEffect(() => (active ? lockPageScroll(doc) : undefined), [active, doc]);
}
