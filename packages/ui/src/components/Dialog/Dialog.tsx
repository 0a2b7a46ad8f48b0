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
import { Icon } from '../Icon';
import * as styles from './Dialog.css';
import { useControllableOpen } from './useControllableOpen';
import { useFocusTrap } from './useFocusTrap';
import { usePortalTarget } from './usePortalTarget';

export interface DialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** The heading that names the dialog (its accessible name). */
  title: ReactNode;
  /** A short text under the title, read as the dialog's description. @default undefined */
  description?: ReactNode;
  /** Buttons at the foot of the dialog. @default undefined */
  actions?: ReactNode;
  /** Whether the dialog is shown (controlled). @default undefined */
  open?: boolean;
  /** Whether the dialog is shown at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. @default undefined */
  onOpenChange?: (change: { open: boolean }) => void;
  /** Whether Escape, an outside click and the close button close it; `false` for must-answer pop-ups (terms). @default true */
  dismissible?: boolean;
  /** The accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Where the portal renders; the theme still comes from the nearest `[data-theme]` ancestor. @default document.body */
  container?: HTMLElement;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): rendered in a portal with the brand's theme, named by
 * its title, focus moved in, trapped and returned to the opener. Full screen below 660 px.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    title,
    description,
    actions,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    dismissible = true,
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
  const descriptionId = useId();
  useFocusTrap(panelRef, open && target !== null);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      if (dismissible) setOpen(false);
    }
  }

  function handleOverlayMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (dismissible && event.target === event.currentTarget) setOpen(false);
  }

  return (
    <>
      <span ref={anchorRef} className={styles.anchor} />
      {open && target
        ? createPortal(
            <div
              className={[styles.overlay, target.themeClass].filter(Boolean).join(' ')}
              onMouseDown={handleOverlayMouseDown}
            >
              <div
                ref={panelRef}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={description ? descriptionId : undefined}
                tabIndex={-1}
                data-state="open"
                data-dismissible={dismissible}
                className={[styles.panel, className].filter(Boolean).join(' ')}
                onKeyDown={handleKeyDown}
                {...rest}
              >
                <div className={styles.header}>
                  <h2 id={titleId} className={styles.title}>
                    {title}
                  </h2>
                  {dismissible ? (
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
                  ) : null}
                </div>
                {description ? (
                  <p id={descriptionId} className={styles.description}>
                    {description}
                  </p>
                ) : null}
                {children ? <div className={styles.body}>{children}</div> : null}
                {actions ? <div className={styles.actions}>{actions}</div> : null}
              </div>
            </div>,
            target.container,
          )
        : null}
    </>
  );
});
