import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import {
  createFeedbackRequest,
  getGetFeedbackRequestsAllowedQueryOptions,
  getListFeedbackRequestsQueryKey,
} from '@vo/sdk/hooks';
import { Button, Dialog, Inline, Skeleton, Stack, Text, TextArea, TextField } from '@vo/ui';
import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '../AppLink';
import { parseFeedbackAddresses } from './feedbackEmails';

/** The failures of this dialog's calls show in it, in the server's words (spec section 5). */
const LOCAL_ERRORS = { errors: 'local' } as const;

/** The document's Text: at most 5000 characters. */
const MESSAGE_MAX = 5000;

/** Where the asker reads the answers. */
export const FEEDBACK_PAGE = '/dashboard/feedback';

const messageOf = (error: unknown): string =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Unexpected Error';

export interface FeedbackRequestDialogProps {
  /** The audition to ask about. */
  offerId: number;
  /** What the audition is, said in the dialog ("Vera's audition for Warm narrator"). */
  about: string;
  /** Closes the dialog (the caller unmounts it). */
  onClose: () => void;
}

/**
 * Asks people by e-mail for feedback on an audition (spec sections 2 and 5): opened by a project
 * owner on a proposal's details and by a voice actor on their own audition in the outbox. It asks
 * the server first whether a request is allowed now and shows the server's message when it is not;
 * the addresses are typed separated by commas and checked as they are typed (the bad one named);
 * a refused send shows the server's message as is, keeping everything typed.
 */
export function FeedbackRequestDialog({ offerId, about, onClose }: FeedbackRequestDialogProps) {
  const allowed = useQuery({
    ...getGetFeedbackRequestsAllowedQueryOptions(),
    meta: LOCAL_ERRORS,
    staleTime: 0,
  });
  const [sentTo, setSentTo] = useState<number | null>(null);
  const formId = useId();
  const ready = allowed.data?.data.allowed === true && sentTo === null;
  return (
    <Dialog
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title="Ask for feedback"
      description={`People you choose listen to ${about} through a link sent by e-mail, and tell you what they think. They need no account.`}
      actions={
        <Inline gap="sm" justify="end" wrap>
          <Button variant="secondary" onClick={onClose}>
            {ready ? 'Cancel' : 'Close'}
          </Button>
          {ready ? (
            <Button type="submit" form={formId}>
              Send the request
            </Button>
          ) : null}
        </Inline>
      }
    >
      {sentTo !== null ? (
        <Stack gap="sm" role="status">
          <Text>{`Your request was sent to ${String(sentTo)} ${sentTo === 1 ? 'address' : 'addresses'}.`}</Text>
          <Text>
            Their feedback shows on <AppLink to={FEEDBACK_PAGE}>your feedback page</AppLink>, where you can
            reply.
          </Text>
        </Stack>
      ) : allowed.isPending ? (
        <div role="status" aria-busy="true" aria-label="Checking whether you can ask for feedback">
          <Skeleton lines={3} />
        </div>
      ) : allowed.isError ? (
        <Text tone="danger" role="alert">
          {messageOf(allowed.error)}
        </Text>
      ) : allowed.data.data.allowed ? (
        <RequestForm formId={formId} offerId={offerId} onSent={setSentTo} />
      ) : (
        <Text role="alert">{allowed.data.data.message ?? 'You cannot ask for feedback right now.'}</Text>
      )}
    </Dialog>
  );
}

function RequestForm({
  formId,
  offerId,
  onSent,
}: {
  formId: string;
  offerId: number;
  onSent: (addresses: number) => void;
}) {
  const queryClient = useQueryClient();
  const [addresses, setAddresses] = useState('');
  const [message, setMessage] = useState('Could you listen to this audition and tell me what you think?');
  // Shown once the field was left or the form sent, then kept up to date as the asker types.
  const [checking, setChecking] = useState(false);
  const [messageProblem, setMessageProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (emails: string[]) =>
      (await createFeedbackRequest({ offer_id: offerId, emails, request: message.trim() })).data,
    meta: LOCAL_ERRORS,
    onSuccess: async (request) => {
      await queryClient.invalidateQueries({ queryKey: getListFeedbackRequestsQueryKey() });
      await queryClient.invalidateQueries({
        queryKey: getGetFeedbackRequestsAllowedQueryOptions().queryKey,
      });
      onSent(request.emails.length);
    },
  });
  const parsed = parseFeedbackAddresses(addresses);
  const addressProblem = checking && !parsed.ok ? parsed.problem : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    const text = message.trim();
    setMessageProblem(text === '' ? 'Write a message to go with the link.' : null);
    if (!parsed.ok || text === '' || send.isPending) return;
    send.mutate(parsed.emails);
  };
  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextField
          label="E-mail addresses"
          hint="Separate the addresses with commas; up to 20."
          required
          autoComplete="off"
          value={addresses}
          {...(addressProblem === undefined ? {} : { error: addressProblem })}
          onValueChange={({ value }) => {
            setAddresses(value);
          }}
          onBlur={() => {
            if (addresses.trim() !== '') setChecking(true);
          }}
        />
        <TextArea
          label="Your message"
          required
          maxLength={MESSAGE_MAX}
          value={message}
          {...(messageProblem === null ? {} : { error: messageProblem })}
          onValueChange={({ value }) => {
            setMessage(value);
            if (messageProblem !== null) setMessageProblem(null);
          }}
        />
        {send.isError ? (
          <Text tone="danger" role="alert">
            {messageOf(send.error)}
          </Text>
        ) : null}
        {send.isPending ? (
          <Text role="status" tone="muted">
            Sending…
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
