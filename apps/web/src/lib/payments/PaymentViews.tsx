// The two moments every payment of the app can reach, said the same way everywhere (the Secure
// Payment page, the membership checkout and its redirect pages): the card's bank asking for 3-D
// Secure, and section 8's Payment error view.
import { Button, Heading, Inline, Stack, Text, type HeadingLevel } from '@vo/ui';
import type { ReactNode } from 'react';
import { useAppServices } from '../AppContext';

/** The card's bank asks the payer to confirm (3-D Secure): the way to its page. */
export function BankConfirmation({
  url,
  message = 'Your card’s bank asks you to confirm this payment.',
}: {
  /** The bank's page (the processor's redirect). */
  url: string;
  message?: string;
}) {
  const { leave } = useAppServices();
  return (
    <Stack gap="sm" role="status">
      <Text>{message}</Text>
      <Inline gap="sm">
        <Button
          onClick={() => {
            if (leave) leave(url);
            else window.location.assign(url);
          }}
        >
          Confirm with your bank
        </Button>
      </Inline>
    </Stack>
  );
}

export interface PaymentErrorViewProps {
  /** Why the payment failed, in section 8's words. */
  message: string;
  /** A second line (what a later step answered). */
  detail?: string | null;
  /** The view's heading level in its page. @default 3 */
  headingLevel?: HeadingLevel;
  /** Retry, when the payer may try again. */
  onRetry?: () => void;
  /** The other ways out (cancel, back to the booking). */
  children?: ReactNode;
}

/** Section 8's Payment error view: the reason in words, Retry, and the other ways out. */
export function PaymentErrorView({
  message,
  detail = null,
  headingLevel = 3,
  onRetry,
  children,
}: PaymentErrorViewProps) {
  return (
    <Stack as="section" gap="sm" aria-label="Payment error">
      <Heading level={headingLevel}>Payment error</Heading>
      <Text role="alert" tone="danger">
        {message}
      </Text>
      {detail !== null ? <Text tone="danger">{detail}</Text> : null}
      <Inline gap="sm">
        {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
        {children}
      </Inline>
    </Stack>
  );
}
