import { Button, ErrorPage, type ErrorStatus } from '@vo/ui';
import type { ReactNode } from 'react';
import { MAINTENANCE_TITLE } from './errorPolicy';

export interface AppErrorPageProps {
  status: ErrorStatus;
  /** The heading beside the status. @default the status's wording (e.g. 'Page Not Found') */
  title?: string;
  /** The explanation, also in the document title. @default the status's wording */
  message?: string;
  /** Extra actions under the message. @default undefined */
  children?: ReactNode;
}

/**
 * The app's error page (spec section 8): the logo reloads the page on a network error, else goes
 * Home (a full load, so the app starts clean after an error); the document title becomes
 * '<status> Error <message>'.
 */
export function AppErrorPage({ status, title, message, children }: AppErrorPageProps) {
  return (
    <ErrorPage
      status={status}
      title={title}
      message={message}
      onLogoClick={({ action }) => {
        if (action === 'reload') window.location.reload();
        else window.location.assign('/');
      }}
    >
      {children}
    </ErrorPage>
  );
}

/** The full page shown for a 503 (spec section 8): 'We'll be right back!', with a way to try again. */
export function MaintenancePage() {
  return (
    <AppErrorPage status={503} title={MAINTENANCE_TITLE} message={MAINTENANCE_TITLE}>
      <Button
        variant="primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        Try again
      </Button>
    </AppErrorPage>
  );
}
