import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useCallback, useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import * as css from './position.css';

export const placements = ['top', 'bottom', 'left', 'right'] as const;
export type Placement = (typeof placements)[number];

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Position {
  top: number;
  left: number;
  /** The side actually used: the preferred one, or its opposite when there is no room. */
  placement: Placement;
}

const opposite: Record<Placement, Placement> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** The gap between anchor and layer, and the margin kept from the viewport edge (space.sm at 16 px). */
export const defaultGap = 8;

function place(anchor: Box, layer: Box, placement: Placement, gap: number): { top: number; left: number } {
  const centreX = anchor.left + anchor.width / 2 - layer.width / 2;
  const centreY = anchor.top + anchor.height / 2 - layer.height / 2;
  switch (placement) {
    case 'top':
      return { top: anchor.top - layer.height - gap, left: centreX };
    case 'bottom':
      return { top: anchor.top + anchor.height + gap, left: centreX };
    case 'left':
      return { top: centreY, left: anchor.left - layer.width - gap };
    case 'right':
      return { top: centreY, left: anchor.left + anchor.width + gap };
  }
}

/** Whether the layer fits along the placement's axis; the cross axis is clamped afterwards. */
const fits = (
  at: { top: number; left: number },
  layer: Box,
  placement: Placement,
  viewport: { width: number; height: number },
) =>
  placement === 'top' || placement === 'bottom'
    ? at.top >= 0 && at.top + layer.height <= viewport.height
    : at.left >= 0 && at.left + layer.width <= viewport.width;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where to put a layer of `layer`'s size next to `anchor` (both in viewport pixels): on the
 * preferred side, flipped to the opposite side when it does not fit there, then kept inside the
 * viewport.
 */
export function computePosition(
  anchor: Box,
  layer: Box,
  preferred: Placement,
  viewport: { width: number; height: number },
  gap = defaultGap,
): Position {
  let placement = preferred;
  let at = place(anchor, layer, preferred, gap);
  if (!fits(at, layer, preferred, viewport)) {
    const flipped = place(anchor, layer, opposite[preferred], gap);
    if (fits(flipped, layer, opposite[preferred], viewport)) {
      placement = opposite[preferred];
      at = flipped;
    }
  }
  return {
    placement,
    top: clamp(at.top, gap, viewport.height - layer.height - gap),
    left: clamp(at.left, gap, viewport.width - layer.width - gap),
  };
}

/**
 * Keeps `layer` (rendered with the `floating` class) next to `anchor` while `active`, following
 * scrolling and resizing. Returns the position and the style that applies it (custom properties
 * only, so the layer's look stays in its stylesheet).
 */
export function useAnchoredPosition(
  anchor: RefObject<Element | null> | Element | null,
  layer: RefObject<HTMLElement | null>,
  preferred: Placement,
  active: boolean,
  /** Anything whose change means the layer's content (and so its size) changed. */
  revision?: unknown,
): { position: Position | null; className: string; style: CSSProperties } {
  const [position, setPosition] = useState<Position | null>(null);
  const update = useCallback(() => {
    const anchorElement = anchor && 'current' in anchor ? anchor.current : anchor;
    const layerElement = layer.current;
    if (!layerElement) return;
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    // No anchor (a tour step whose element is not on this page): centre the layer on the screen.
    const anchorBox = anchorElement?.getBoundingClientRect() ?? {
      top: viewport.height / 2,
      left: viewport.width / 2,
      width: 0,
      height: 0,
    };
    setPosition(computePosition(anchorBox, layerElement.getBoundingClientRect(), preferred, viewport));
    // `revision` is a dependency on purpose: new content needs a new measurement.
  }, [anchor, layer, preferred, revision]);

  useLayoutEffect(() => {
    if (!active) {
      setPosition(null);
      return undefined;
    }
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [active, update]);

  return {
    position,
    className: css.floating,
    style: assignInlineVars({
      [css.top]: `${position?.top ?? 0}px`,
      [css.left]: `${position?.left ?? 0}px`,
    }),
  };
}
