import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useControllableOpen } from '../Dialog/useControllableOpen';
import { useFocusTrap } from '../Dialog/useFocusTrap';
import { usePortalTarget } from '../Dialog/usePortalTarget';
import { Icon } from '../Icon';
import * as styles from './Drawer.css';

export const drawerSides = ['left', 'right'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export interface DrawerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** The heading that names the drawer (its accessible name). */
  title: ReactNode;
  /** The edge of the screen the sheet slides from. @default 'left' */
  side?: DrawerSide;
  /** Whether the drawer is shown (controlled). @default undefined */
  open?: boolean;
  /** Whether the drawer is shown at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the drawer asks to open or close (Escape, outside click, close button). @default undefined */
  onOpenChange?: (change: { open: boolean }) => void;
  /** The accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Where the portal renders; the theme still comes from the nearest `[data-theme]` ancestor. @default document.body */
  container?: HTMLElement;
}

/**
 * A modal side sheet (the shell's drawer menus): the Dialog's focus rules — focus moved in, trapped
 * and returned to the opener; Escape and an outside click close it.
 */
export const Drawer = forwardRef<HTMLDivElement, DrawerProps>(function Drawer(
  {
    title,
    side = 'left',
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    closeLabel = 'Close',
    container,
    className,
    children,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => panelRef.current as HTMLDivElement, [open]);
  const target = usePortalTarget(anchorRef, container);
  const titleId = useId();
  useFocusTrap(panelRef, open && target !== null);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      setOpen(false);
    }
  }

  function handleOverlayMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) setOpen(false);
  }

  return (
    <>
      <span ref={anchorRef} className={styles.anchor} />
      {open && target
        ? createPortal(
            <div className={`${styles.overlay} ${target.themeClass}`} onMouseDown={handleOverlayMouseDown}>
              <div
                ref={panelRef}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                tabIndex={-1}
                data-state="open"
                data-side={side}
                className={[styles.panel, className].filter(Boolean).join(' ')}
                onKeyDown={handleKeyDown}
                {...rest}
              >
                <div className={styles.header}>
                  <h2 id={titleId} className={styles.title}>
                    {title}
                  </h2>
                  <button
                    type="button"
                    className={styles.close}
                    aria-label={closeLabel}
                    onClick={() => {
                      setOpen(false);
                    }}
                  >
                    <Icon name="close" />
                  </button>
                </div>
                <div className={styles.body}>{children}</div>
              </div>
            </div>,
            target.container,
          )
        : null}
    </>
  );
});
