import { forwardRef, useEffect, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './ErrorPage.css';
import { cx } from '../../internal/cx';

/** An HTTP status, or 'Network' when the request never got an answer (spec section 8). */
export type ErrorStatus = number | 'Network';

/** What the logo does: reload on a network error, else go Home (spec section 8). */
export const errorLogoActions = ['reload', 'home'] as const;
export type ErrorLogoAction = (typeof errorLogoActions)[number];

/** The document title of the error page: the status plus Error plus the message (spec section 8). */
export function errorPageTitle(status: ErrorStatus, message: string): string {
  return `${String(status)} Error ${message}`.trim();
}

/** The logo's action for a status: reload on a network error, else home. */
export function errorLogoAction(status: ErrorStatus): ErrorLogoAction {
  return status === 'Network' ? 'reload' : 'home';
}

/** The spec's wording per status: 404 Page Not Found, 503 We'll be right back!, network and fallbacks. */
export function errorPageDefaults(status: ErrorStatus): { title: string; message: string } {
  if (status === 'Network') return { title: 'Network Error', message: 'Check your Internet connection' };
  if (status === 404) return { title: 'Page Not Found', message: 'Page Not Found' };
  if (status === 503) return { title: "We'll be right back!", message: "We'll be right back!" };
  return { title: 'Error', message: 'something went wrong' };
}

export interface ErrorPageProps extends HTMLAttributes<HTMLElement> {
  /** The HTTP status, or 'Network' for a network failure. */
  status: ErrorStatus;
  /** The heading beside the status. @default per status, e.g. 'Page Not Found' for 404 */
  title?: string;
  /** The explanation, also used in the document title. @default per status, e.g. 'Check your Internet connection' */
  message?: string;
  /** The brand logo drawn in the logo button. @default a home icon */
  logo?: ReactNode;
  /** Called when the logo is pressed, with the action to take. @default undefined */
  onLogoClick?: (event: { action: ErrorLogoAction }) => void;
  /** Sets document.title to '<status> Error <message>' while shown. @default true */
  setDocumentTitle?: boolean;
  /** Extra actions (e.g. a Retry button) under the message. @default undefined */
  children?: ReactNode;
}

/** A full error page: logo action, status, title and message. */
export const ErrorPage = forwardRef<HTMLElement, ErrorPageProps>(function ErrorPage(
  { status, title, message, logo, onLogoClick, setDocumentTitle = true, children, className, ...rest },
  ref,
) {
  const headingId = useId();
  const defaults = errorPageDefaults(status);
  const shownTitle = title ?? defaults.title;
  const shownMessage = message ?? defaults.message;
  const action = errorLogoAction(status);
  const documentTitle = errorPageTitle(status, shownMessage);

  useEffect(() => {
    if (!setDocumentTitle) return undefined;
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle, setDocumentTitle]);

  const variant = status === 'Network' ? 'network' : status >= 500 ? 'server' : 'client';
  const showStatus = status !== 503;

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      data-variant={variant}
      className={cx(styles.root, className)}
      {...rest}
    >
      <button
        type="button"
        className={styles.logo}
        aria-label={action === 'reload' ? 'Reload the page' : 'Go to Home'}
        data-action={action}
        onClick={() => {
          onLogoClick?.({ action });
        }}
      >
        {logo ?? <Icon name="home" size="large" />}
      </button>
      <h1 id={headingId} className={styles.heading}>
        {showStatus ? <span className={styles.status}>{status} </span> : null}
        {shownTitle}
      </h1>
      {shownMessage !== shownTitle ? <p className={styles.message}>{shownMessage}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
});
