import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';

/** The texts of a reorderable list; positions are 1-based. */
export interface SortableLabels {
  /** Read with every handle: how to reorder from the keyboard. */
  instructions: string;
  /** Names an item's drag handle. */
  handle: (name: string) => string;
  grabbed: (name: string, position: number, total: number) => string;
  moved: (name: string, position: number, total: number) => string;
  dropped: (name: string, position: number, total: number) => string;
  cancelled: (name: string, position: number, total: number) => string;
}

export const defaultSortableLabels: SortableLabels = {
  instructions:
    'To reorder, press Space to pick up, use the arrow keys to move, Space to drop, Escape to cancel.',
  handle: (name) => `Reorder ${name}`,
  grabbed: (name, position, total) => `${name} picked up, position ${position} of ${total}.`,
  moved: (name, position, total) => `${name} moved to position ${position} of ${total}.`,
  dropped: (name, position, total) => `${name} dropped at position ${position} of ${total}.`,
  cancelled: (name, position, total) =>
    `Reordering cancelled. ${name} is back at position ${position} of ${total}.`,
};

/** A finished move: 0-based positions in the list as given, and every id in the new order. */
export interface SortableMove {
  from: number;
  to: number;
  ids: string[];
}

interface Active {
  id: string;
  from: number;
  mode: 'keyboard' | 'pointer';
}

export interface SortableOptions<T> {
  items: readonly T[];
  getId: (item: T) => string;
  getName: (item: T) => string;
  /** Called once per finished move that changed the order. */
  onMove: (move: SortableMove) => void;
  labels: SortableLabels;
  disabled?: boolean;
  /** Where this list starts in a longer, paged one (announced positions count from there). @default 0 */
  offset?: number;
  /** The length of the whole list when paged (announced as "of total"). @default items.length */
  total?: number;
}

const moveTo = (ids: readonly string[], id: string, to: number) => {
  const rest = ids.filter((other) => other !== id);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, id);
  return rest;
};

/**
 * Reordering by pointer (mouse, touch, pen) and by keyboard on a handle per item, the accessible
 * drag-and-drop pattern: Space picks up, arrows (Home, End) move, Space drops, Escape cancels, and a
 * polite live region says where the item is. The order shown is a preview until the drop.
 */
export function useSortableList<T>({
  items,
  getId,
  getName,
  onMove,
  labels,
  disabled = false,
  offset = 0,
  total: totalProp,
}: SortableOptions<T>) {
  const instructionsId = useId();
  const ids = items.map(getId);
  const [preview, setPreview] = useState<string[] | null>(null);
  const [active, setActive] = useState<Active | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLElement>());
  const rows = useRef(new Map<string, HTMLElement>());
  // Window listeners of a pointer drag read the latest state through this.
  const live = useRef({ active, preview, ids });
  live.current = { active, preview, ids };
  const refocus = useRef<string | null>(null);
  const stopPointer = useRef<(() => void) | null>(null);

  const order = preview ?? ids;
  const byId = new Map(items.map((item) => [getId(item), item]));
  const ordered = order.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
  const nameOf = (id: string) => {
    const item = byId.get(id);
    return item === undefined ? id : getName(item);
  };

  // Moving a focused element in the DOM drops its focus; give it back to the handle that moved.
  useLayoutEffect(() => {
    const id = refocus.current;
    if (id === null) return;
    refocus.current = null;
    const handle = handles.current.get(id);
    if (handle && document.activeElement !== handle) handle.focus();
  });

  useEffect(
    () => () => {
      stopPointer.current?.();
    },
    [],
  );

  function finish(commit: boolean) {
    const { active: current, preview: shown, ids: given } = live.current;
    if (!current) return;
    const finalOrder = commit && shown ? shown : given;
    const to = finalOrder.indexOf(current.id);
    const total = totalProp ?? finalOrder.length;
    setActive(null);
    setPreview(null);
    if (commit && to !== current.from) {
      onMove({ from: current.from, to, ids: finalOrder });
      setAnnouncement(labels.dropped(nameOf(current.id), offset + to + 1, total));
    } else if (commit) {
      setAnnouncement(labels.dropped(nameOf(current.id), offset + current.from + 1, total));
    } else {
      setAnnouncement(labels.cancelled(nameOf(current.id), offset + current.from + 1, total));
    }
  }

  function moveActive(to: number, announce: boolean) {
    const { active: current, preview: shown } = live.current;
    if (!current || !shown) return;
    const next = moveTo(shown, current.id, to);
    const position = next.indexOf(current.id);
    if (position === shown.indexOf(current.id)) return;
    refocus.current = current.id;
    live.current = { ...live.current, preview: next };
    setPreview(next);
    if (announce) {
      setAnnouncement(labels.moved(nameOf(current.id), offset + position + 1, totalProp ?? next.length));
    }
  }

  function handleKeyDown(id: string, event: KeyboardEvent<HTMLElement>) {
    if (disabled) return;
    const current = live.current.active;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (current?.id === id) {
        // Should the caller keep the old order, the row moves back: focus follows it.
        refocus.current = id;
        finish(true);
        return;
      }
      const from = ids.indexOf(id);
      const grabbed: Active = { id, from, mode: 'keyboard' };
      live.current = { ...live.current, active: grabbed, preview: ids };
      setActive(grabbed);
      setPreview(ids);
      setAnnouncement(labels.grabbed(nameOf(id), offset + from + 1, totalProp ?? ids.length));
      return;
    }
    if (current?.id !== id) return;
    const position = order.indexOf(id);
    const targets: Record<string, number> = {
      ArrowUp: position - 1,
      ArrowLeft: position - 1,
      ArrowDown: position + 1,
      ArrowRight: position + 1,
      Home: 0,
      End: order.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      refocus.current = id;
      finish(false);
      return;
    }
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveActive(target, true);
  }

  function handlePointerDown(id: string, event: ReactPointerEvent<HTMLElement>) {
    if (disabled || live.current.active) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // No text selection or native drag while the pointer moves the item.
    event.preventDefault();
    event.currentTarget.focus();
    const from = ids.indexOf(id);
    const grabbed: Active = { id, from, mode: 'pointer' };
    live.current = { ...live.current, active: grabbed, preview: ids };
    setActive(grabbed);
    setPreview(ids);
    const pointerId = event.pointerId;
    const onMove = (move: PointerEvent) => {
      if (move.pointerId !== pointerId) return;
      const shown = live.current.preview ?? [];
      // The item goes after every other row whose middle the pointer has passed.
      const to = shown
        .filter((other) => other !== id)
        .filter((other) => {
          const box = rows.current.get(other)?.getBoundingClientRect();
          return box !== undefined && box.top + box.height / 2 < move.clientY;
        }).length;
      moveActive(to, false);
    };
    const onEnd = (end: PointerEvent) => {
      if (end.pointerId !== pointerId) return;
      stop();
      finish(end.type === 'pointerup');
    };
    const stop = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
      stopPointer.current = null;
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    stopPointer.current = stop;
  }

  return {
    /** The items in the order to show (the preview while one is moving). */
    ordered,
    /** The id of the item being moved, if any. */
    activeId: active?.id ?? null,
    /** The live region's current text. */
    announcement,
    /** The id of the instructions element the handles are described by. */
    instructionsId,
    /** Props of an item's row (measured for pointer drags; its state for styles). */
    rowProps: (item: T) => {
      const id = getId(item);
      return {
        ref: (element: HTMLElement | null) => {
          if (element) rows.current.set(id, element);
          else rows.current.delete(id);
        },
        'data-state': active?.id === id ? (active.mode === 'pointer' ? 'dragging' : 'grabbed') : 'idle',
      };
    },
    /** Props of an item's handle, a button. */
    handleProps: (item: T) => {
      const id = getId(item);
      return {
        ref: (element: HTMLElement | null) => {
          if (element) handles.current.set(id, element);
          else handles.current.delete(id);
        },
        'aria-label': labels.handle(getName(item)),
        'aria-describedby': instructionsId,
        'aria-pressed': active?.id === id,
        disabled,
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          handleKeyDown(id, event);
        },
        onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
          handlePointerDown(id, event);
        },
        onBlur: (event: { relatedTarget: EventTarget | null }) => {
          // Tabbing away drops nothing: the move is cancelled. (A row moving in the DOM blurs with
          // no related target; that is not the user leaving.)
          if (
            live.current.active?.id === id &&
            live.current.active.mode === 'keyboard' &&
            event.relatedTarget
          ) {
            finish(false);
          }
        },
      };
    },
  };
}
