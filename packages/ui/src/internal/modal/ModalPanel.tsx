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
import { Icon } from '../../components/Icon';
import * as styles from './ModalPanel.css';
import { useControllableOpen } from '../useControllableOpen';
import { useFocusTrap } from '../useFocusTrap';
import { usePortalTarget } from './usePortalTarget';
import { useScrollLock } from './useScrollLock';
import { cx } from '../cx';

/** The classes of the parts ModalPanel draws, from the layer's own styles (Dialog.css, Drawer.css). */
export interface ModalPanelClassNames {
  overlay: string;
  panel: string;
  header: string;
  title: string;
}

/** The props every modal layer takes (Dialog, Drawer): its title, its open state, where it renders. */
export interface ModalLayerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** The heading that names it (its accessible name). */
  title: ReactNode;
  /** Whether it is shown (controlled). @default undefined */
  open?: boolean;
  /** Whether it is shown at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when it asks to open or close (Escape, an outside click, the close button). @default undefined */
  onOpenChange?: (change: { open: boolean }) => void;
  /** The accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Where the portal renders; the theme still comes from the nearest `[data-theme]` ancestor. @default document.body */
  container?: HTMLElement;
}

export interface ModalPanelProps extends ModalLayerProps {
  /** Whether Escape, a press outside the panel and the close button close it. @default true */
  dismissible?: boolean;
  /** The layer's look: its overlay, panel, header and title classes. */
  classNames: ModalPanelClassNames;
}

/**
 * What Dialog and Drawer share (WAI-ARIA dialog pattern), internal to them: open state, a portal that
 * keeps the brand's theme, a panel named by its title with a close button, focus moved in, trapped
 * and returned to the opener, the page behind locked from scrolling, and Escape or a press outside
 * the panel closing it when dismissible. Rest props and the ref go to the panel; children follow
 * the header.
 */
export const ModalPanel = forwardRef<HTMLDivElement, ModalPanelProps>(function ModalPanel(
  {
    title,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    dismissible = true,
    closeLabel = 'Close',
    container,
    classNames,
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
  const target = usePortalTarget(anchorRef, container, open);
  // The panel exists only once the portal target is known, so the handle follows both.
  useImperativeHandle(ref, () => panelRef.current as HTMLDivElement, [open, target]);
  const titleId = useId();
  const shown = open && target !== null;
  useFocusTrap(panelRef, shown);
  useScrollLock(shown, target?.container.ownerDocument);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // An outer layer must not close too: Escape closes only the innermost one.
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
      {shown
        ? createPortal(
            <div className={cx(classNames.overlay, target.themeClass)} onMouseDown={handleOverlayMouseDown}>
              <div
                ref={panelRef}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                tabIndex={-1}
                data-state="open"
                className={cx(classNames.panel, className)}
                onKeyDown={handleKeyDown}
                {...rest}
              >
                <div className={classNames.header}>
                  <h2 id={titleId} className={classNames.title}>
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
                {children}
              </div>
            </div>,
            target.container,
          )
        : null}
    </>
  );
});
