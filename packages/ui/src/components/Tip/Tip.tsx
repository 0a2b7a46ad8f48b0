import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon';
import { useAnchoredPosition, type Placement } from '../../internal/position/position';
import * as styles from './Tip.css';
import { cx } from '../../internal/cx';

export { placements as tipPlacements } from '../../internal/position/position';
export type TipPlacement = Placement;

/** The spec's delay before a guided hint shows (section 9): 1.2 s. */
export const defaultTipDelay = 1200;

export const tipCloseReasons = ['close-button', 'escape'] as const;
export type TipCloseReason = (typeof tipCloseReasons)[number];

export interface TipProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The id of the element the hint points at. */
  anchorId: string;
  /** A short heading; it names the hint. @default undefined */
  title?: ReactNode;
  /** The hint's text. */
  children: ReactNode;
  /** The preferred side of the anchor; flips when there is no room. @default 'bottom' */
  placement?: TipPlacement;
  /** Milliseconds after mounting before it shows (spec section 9). @default 1200 */
  delay?: number;
  /** Called when the user closes it; the app then sets the hint's discovery flag. */
  onClose: (event: { reason: TipCloseReason }) => void;
  /** The accessible name of the close button. @default 'Close tip' */
  closeLabel?: string;
}

/**
 * A guided hint (spec section 4) next to an element, shown after a delay and announced politely.
 * Not modal: it never takes focus. The app shows it while the hint's flag is unset, so mounting
 * means "show" and `onClose` is where the flag gets set.
 */
export const Tip = forwardRef<HTMLElement, TipProps>(function Tip(
  {
    anchorId,
    title,
    children,
    placement = 'bottom',
    delay = defaultTipDelay,
    onClose,
    closeLabel = 'Close tip',
    className,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const [shown, setShown] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const layerRef = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => layerRef.current as HTMLElement, [shown]);
  const titleId = useId();
  const anchored = useAnchoredPosition(anchor, layerRef, placement, shown);

  useEffect(() => {
    const timer = setTimeout(() => {
      setAnchor(document.getElementById(anchorId));
      setShown(true);
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [anchorId, delay]);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    onKeyDown?.(event);
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      onClose({ reason: 'escape' });
    }
  }

  // The live region exists from the start, so the hint is announced when it appears; the rest
  // props go to the hint itself, the part the caller sees.
  return (
    <div aria-live="polite">
      {shown && anchor ? (
        <section
          ref={layerRef}
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : 'Tip'}
          className={cx(anchored.className, styles.root, className)}
          style={anchored.style}
          data-state="shown"
          data-placement={anchored.position?.placement ?? placement}
          onKeyDown={handleKeyDown}
          {...rest}
        >
          <div className={styles.content}>
            {title ? (
              <p id={titleId} className={styles.title}>
                {title}
              </p>
            ) : null}
            <p className={styles.text}>{children}</p>
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={() => {
              onClose({ reason: 'close-button' });
            }}
          >
            <Icon name="close" size="small" />
          </button>
        </section>
      ) : null}
    </div>
  );
});
