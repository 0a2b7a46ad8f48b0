import type { User } from '@vo/sdk';
import { useAcceptUserTerms, type acceptUserTerms, type User as ResponseUser } from '@vo/sdk/hooks';
import { Button, Dialog, Text } from '@vo/ui';
import { useState, type ReactNode } from 'react';

export interface TermsDialogProps {
  /** The signed-in user; the dialog shows while terms_and_privacy.accepted is false. */
  user: User;
  /** Called with the user the server returns once the acceptance is recorded. */
  onAccepted: (user: User) => void;
  /** POST /users/{id}/accept_terms; stories and tests pass their own. @default the generated acceptUserTerms */
  accept?: typeof acceptUserTerms;
  /** The dialog's title. @default 'We updated our terms' */
  title?: ReactNode;
  /** What the dialog says (links to the documents go here). @default a sentence about the terms */
  children?: ReactNode;
}

/** The generated model types ab_tests' values as unknown; the contract says they are variant names. */
function toUser({ ab_tests: abTests, ...rest }: ResponseUser): User {
  if (abTests === undefined) return rest;
  const variants = Object.entries(abTests).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { ...rest, ab_tests: Object.fromEntries(variants) };
}

/**
 * The terms pop-up (spec section 4): it cannot be dismissed (no close button; Escape and outside
 * clicks do nothing); UNDERSTOOD records the acceptance (POST /users/{id}/accept_terms), then the
 * caller gets the updated user. A failure keeps it open with the server's message.
 */
export function TermsDialog({
  user,
  onAccepted,
  accept,
  title = 'We updated our terms',
  children,
}: TermsDialogProps) {
  const mutation = useAcceptUserTerms(
    accept === undefined ? undefined : { mutation: { mutationFn: ({ id, data }) => accept(id, data) } },
  );
  // Hidden at once for this user, before the caller replaces the user object.
  const [acceptedBy, setAcceptedBy] = useState<number | null>(null);
  const open = user.terms_and_privacy?.accepted === false && acceptedBy !== user.id;

  return (
    <Dialog
      open={open}
      dismissible={false}
      title={title}
      actions={
        <Button
          loading={mutation.isPending}
          onClick={() => {
            mutation.mutate(
              { id: user.id, data: { accepted: true } },
              {
                onSuccess: (response) => {
                  setAcceptedBy(user.id);
                  onAccepted(toUser(response.data));
                },
              },
            );
          }}
        >
          UNDERSTOOD
        </Button>
      }
    >
      {children ?? (
        <Text>
          We updated our Terms of Service and Privacy Policy. Choosing UNDERSTOOD records that you accept
          them.
        </Text>
      )}
      {mutation.error ? (
        <Text role="alert" tone="danger">
          {mutation.error.message}
        </Text>
      ) : null}
    </Dialog>
  );
}
