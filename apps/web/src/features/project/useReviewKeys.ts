import type { Offer } from '@vo/sdk';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Shortcut } from './ShortcutList';
import { isShortcutPress, pressButton, type RovingCards } from './useRovingCards';
import { preloadOfferPlayer } from './OfferCard';

/** Seconds ← and → move the focused card's audition (the player's own arrow step). */
export const SEEK_SECONDS = 5;

/** The player's own button, by its name (Play or Pause, and the recording's title). */
const PLAY = /^(Play|Pause) /;

/** The review's keys, as the page lists them. */
export const REVIEW_SHORTCUTS: readonly Shortcut[] = [
  { keys: 'j / ↓', action: 'Next audition (on to the next page at the end)' },
  { keys: 'k / ↑', action: 'Previous audition' },
  { keys: 'p / Space', action: 'Play or pause the audition' },
  { keys: '← / →', action: `Back or forward ${String(SEEK_SECONDS)} seconds` },
  { keys: 'l', action: 'Like, or take the like back (project owners)' },
  { keys: 't', action: 'Move to the trash, or restore (project owners)' },
  { keys: 'c', action: 'Comment' },
  { keys: 'w', action: 'Choose as the winner (project owners)' },
  { keys: '?', action: 'Show these shortcuts' },
];

/** What each key does to the audition the keyboard is on. */
export interface ReviewKeyActions {
  like: (offer: Offer) => void;
  trash: (offer: Offer) => void;
  comment: (offer: Offer) => void;
  chooseWinner: (offer: Offer) => void;
  showShortcuts: () => void;
}

/** What the keys act on: the offers shown, the list's position, the page's actions. */
export interface ReviewState {
  readonly offers: readonly Offer[];
  readonly roving: RovingCards;
  readonly actions: ReviewKeyActions;
}

/** Whether a dialog is open over the page (its keys are the dialog's). */
const dialogIsOpen = (): boolean => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Plays or pauses the card's audition. A player whose code is still on its way (it loads apart) is
 * pressed once it is there, a few frames later.
 */
function playOrPause(card: HTMLElement | undefined): boolean {
  if (card === undefined) return false;
  if (pressButton(card, PLAY)) return true;
  if (card.querySelector('[aria-label="Loading the player"]') === null) return false;
  let frames = 0;
  const retry = () => {
    frames += 1;
    if (!pressButton(card, PLAY) && frames < 120) requestAnimationFrame(retry);
  };
  void preloadOfferPlayer().then(() => requestAnimationFrame(retry));
  return true;
}

/** Moves the card's audition by `seconds`, within the recording. */
function seek(card: HTMLElement | undefined, seconds: number): boolean {
  const audio = card?.querySelector('audio');
  if (!audio) return false;
  const end = Number.isFinite(audio.duration) ? audio.duration : Number.POSITIVE_INFINITY;
  audio.currentTime = Math.min(end, Math.max(0, audio.currentTime + seconds));
  return true;
}

/** Where arrows and Space belong to the list: on a card itself, or nowhere in particular. */
const isListTarget = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target === target.ownerDocument.body || target.tagName === 'ARTICLE');

/**
 * One key press of the review: j / k and the arrows move, p or Space plays, ← and → seek, l, t, c
 * and w act on the audition, ? shows the list. A field being typed in, a held modifier or an open
 * dialog keeps its keys; Space and the arrows stay the focused control's own (a button's press, the
 * player's slider) unless a card itself has focus; Escape from a card's comment box goes back to the
 * card.
 */
function reviewKeyDown(event: KeyboardEvent, state: ReviewState): void {
  if (event.defaultPrevented || dialogIsOpen()) return;
  const { offers: shown, roving: list, actions: act } = state;
  const here = list.position ?? -1;
  const card = here === -1 ? undefined : list.cards()[here];
  if (event.key === 'Escape') {
    if (
      card !== undefined &&
      event.target instanceof Node &&
      card.contains(event.target) &&
      card !== event.target
    ) {
      card.focus();
      event.preventDefault();
    }
    return;
  }
  if (!isShortcutPress(event)) return;
  const offer = here === -1 ? undefined : shown[here];
  const onList = isListTarget(event.target);
  const withOffer = (run: (offer: Offer) => void) => {
    if (offer === undefined) return false;
    run(offer);
    return true;
  };
  let handled: boolean;
  switch (event.key) {
    case 'j':
      list.moveTo(here + 1);
      handled = true;
      break;
    case 'k':
      list.moveTo(here === -1 ? 0 : here - 1);
      handled = true;
      break;
    case 'ArrowDown':
      handled = onList;
      if (onList) list.moveTo(here + 1);
      break;
    case 'ArrowUp':
      handled = onList;
      if (onList) list.moveTo(here === -1 ? 0 : here - 1);
      break;
    case ' ':
      handled = onList && playOrPause(card);
      break;
    case 'p':
      handled = playOrPause(card);
      break;
    case 'ArrowLeft':
    case 'ArrowRight':
      // On the player's slider the arrows are the slider's (the same 5 seconds).
      handled =
        !(event.target instanceof HTMLElement && event.target.getAttribute('role') === 'slider') &&
        seek(card, event.key === 'ArrowLeft' ? -SEEK_SECONDS : SEEK_SECONDS);
      break;
    case 'l':
      handled = withOffer(act.like);
      break;
    case 't':
      handled = withOffer(act.trash);
      break;
    case 'c':
      handled = withOffer(act.comment);
      break;
    case 'w':
      handled = withOffer(act.chooseWinner);
      break;
    case '?':
      act.showShortcuts();
      handled = true;
      break;
    default:
      handled = false;
  }
  if (handled) event.preventDefault();
}

/**
 * The proposals' review from the keyboard alone (the search's j / k / p, the same roving cards):
 * listened for on the whole page, so the keys work from the moment the tab opens.
 */
export function useReviewKeys(offers: readonly Offer[], roving: RovingCards, actions: ReviewKeyActions) {
  // The handler reads the latest render's offers and actions without listening again on each render.
  const latest = useRef<ReviewState>({ offers, roving, actions });
  useLayoutEffect(() => {
    latest.current = { offers, roving, actions };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      reviewKeyDown(event, latest.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
