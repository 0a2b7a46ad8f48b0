import { useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';

/** Where a move past the first or the last card goes: the caller's previous or next page, or nowhere. */
export type PastEnd = 'previous' | 'next';

export interface RovingCardsOptions {
  /** How many cards the list shows. */
  count: number;
  /** The card to start on (arriving from another page with the keyboard), focused at once. @default null */
  initialPosition?: number | null;
  /** A move past either end: the caller may turn the page. @default nothing happens */
  onPastEnd?: (direction: PastEnd) => void;
}

export interface RovingCards {
  /** The card the keyboard is on; null before the first move or focus. */
  readonly position: number | null;
  /** Give it to the list (`<ul ref>`): its cards are `li > article`. */
  readonly listRef: RefObject<HTMLUListElement | null>;
  /** The cards' elements, in order. */
  readonly cards: () => HTMLElement[];
  /** Moves to the card at `index`: focused and scrolled into view (past an end, `onPastEnd`). */
  readonly moveTo: (index: number) => void;
  /** Give it to the list's onFocus: a card focused by Tab or a click becomes the position. */
  readonly onFocus: (event: FocusEvent) => void;
}

/** The cards of a list, in order: each item's article. */
const cardsIn = (list: HTMLUListElement | null): HTMLElement[] => [
  ...(list?.querySelectorAll<HTMLElement>(':scope > li > article') ?? []),
];

/**
 * A list of cards moved through from the keyboard (a roving position): one position, kept when focus
 * enters a card another way, and the card moved to focused and brought into view. The keys themselves
 * are the caller's. It is the search results' approach (features/search/ResultList.tsx, issue 15)
 * made a hook; the search keeps its own copy: shared through lib/, the hook's chunk put the search's
 * route past its 30 KB (29.6 KB without it).
 */
export function useRovingCards({
  count,
  initialPosition = null,
  onPastEnd,
}: RovingCardsOptions): RovingCards {
  const listRef = useRef<HTMLUListElement>(null);
  const last = count - 1;
  const [position, setPosition] = useState<number | null>(
    initialPosition === null ? null : Math.min(initialPosition, last),
  );
  const cards = () => cardsIn(listRef.current);

  // A move by key (or an arrival with a position) focuses that card once it is rendered; a position
  // taken from focus needs nothing more.
  const moved = useRef(initialPosition !== null);
  useEffect(() => {
    if (!moved.current || position === null) return;
    moved.current = false;
    const card = cardsIn(listRef.current)[position];
    card?.focus();
    card?.scrollIntoView({ block: 'nearest' });
  }, [position]);

  const moveTo = (index: number) => {
    if (index > last) {
      onPastEnd?.('next');
      return;
    }
    if (index < 0) {
      onPastEnd?.('previous');
      return;
    }
    moved.current = true;
    // Moving to the card already current still brings focus back to it (from a button inside it).
    if (index === position) cards()[index]?.focus();
    else setPosition(index);
  };

  const onFocus = (event: FocusEvent) => {
    const index = cards().findIndex((card) => card.contains(event.target));
    if (index >= 0 && index !== position) setPosition(index);
  };

  return { position, listRef, cards, moveTo, onFocus };
}

/** Whether the key went to a field the person types in (their letters are not shortcuts there). */
export const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  target.closest('input, textarea, select, [contenteditable="true"]') !== null;

/** Whether a key press may be a shortcut: no modifier held, not typed into a field. */
export const isShortcutPress = (event: {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}): boolean => !event.altKey && !event.ctrlKey && !event.metaKey && !isTyping(event.target);

/**
 * Presses the button inside `container` whose name (its aria-label, else its text) matches `name`,
 * as a click would; false when there is none (the action is not offered there).
 */
export function pressButton(container: Element | undefined, name: RegExp): boolean {
  const button = [...(container?.querySelectorAll('button') ?? [])].find(
    (candidate) =>
      !candidate.disabled && name.test(candidate.getAttribute('aria-label') ?? candidate.textContent),
  );
  button?.click();
  return button !== undefined;
}
