import {
  cloneElement,
  forwardRef,
  useEffect,
  useId,
  useRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControllableOpen } from '../../internal/useControllableOpen';
import { useAnchoredPosition, type Placement } from '../../internal/position/position';
import * as styles from './Tooltip.css';
import { cx } from '../../internal/cx';

export { placements as tooltipPlacements } from '../../internal/position/position';
export type TooltipPlacement = Placement;

export interface TooltipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'content'> {
  /** The text shown; it also becomes the trigger's accessible description. */
  content: ReactNode;
  /** The one focusable element it describes (a button, a link). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** The preferred side; flips when there is no room. @default 'top' */
  placement?: TooltipPlacement;
  /** Milliseconds of hover or focus before it shows. @default 300 */
  delay?: number;
  /** Whether it is shown (controlled). @default undefined */
  open?: boolean;
  /** Whether it is shown at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when it shows or hides. @default undefined */
  onOpenChange?: (change: { open: boolean }) => void;
}

/**
 * A tooltip (WAI-ARIA tooltip pattern): shown on hover and on keyboard focus after a short delay,
 * hidden on leave, blur and Escape; the trigger points at it with `aria-describedby`.
 */
export const Tooltip = forwardRef<HTMLSpanElement, TooltipProps>(function Tooltip(
  {
    content,
    children,
    placement = 'top',
    delay = 300,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    className,
    onMouseEnter,
    onMouseLeave,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  const rootRef = useRef<HTMLSpanElement | null>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  const anchored = useAnchoredPosition(rootRef, bubbleRef, placement, open);

  const cancel = () => {
    clearTimeout(timer.current);
  };
  const showSoon = () => {
    cancel();
    if (open) return;
    timer.current = setTimeout(() => {
      setOpen(true);
    }, delay);
  };
  const hide = () => {
    cancel();
    if (open) setOpen(false);
  };

  useEffect(() => cancel, []);

  useEffect(() => {
    if (!open) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        clearTimeout(timer.current);
        setOpen(false);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  return (
    <span
      ref={(element) => {
        rootRef.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      className={cx(styles.root, className)}
      data-state={open ? 'open' : 'closed'}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        showSoon();
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        hide();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        showSoon();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        hide();
      }}
      {...rest}
    >
      {cloneElement(children, {
        'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
      })}
      <span
        ref={bubbleRef}
        id={id}
        role="tooltip"
        className={cx(anchored.className, styles.bubble)}
        style={anchored.style}
        data-state={open ? 'open' : 'closed'}
        data-placement={anchored.position?.placement ?? placement}
      >
        {content}
      </span>
    </span>
  );
});
