import { forwardRef, useId, type ReactNode } from 'react';
import * as styles from './Dialog.css';
import { ModalPanel, type ModalLayerProps } from '../../internal/modal/ModalPanel';

export interface DialogProps extends ModalLayerProps {
  /** A short text under the title, read as the dialog's description. @default undefined */
  description?: ReactNode;
  /** Buttons at the foot of the dialog. @default undefined */
  actions?: ReactNode;
  /** Whether Escape, an outside click and the close button close it; `false` for must-answer pop-ups (terms). @default true */
  dismissible?: boolean;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): rendered in a portal with the brand's theme, named by
 * its title, focus moved in, trapped and returned to the opener, the page behind it locked from
 * scrolling. Full screen below 660 px.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  { title, description, actions, dismissible = true, children, ...rest },
  ref,
) {
  const descriptionId = useId();
  return (
    <ModalPanel
      ref={ref}
      title={title}
      dismissible={dismissible}
      classNames={styles}
      aria-describedby={description ? descriptionId : undefined}
      data-dismissible={dismissible}
      {...rest}
    >
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </ModalPanel>
  );
});
