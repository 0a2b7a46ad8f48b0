import { useMutation } from '@tanstack/react-query';
import { createProjectQuestion } from '@vo/sdk/hooks';
import { Button, Stack, TextArea } from '@vo/ui';
import { useState, type FormEvent } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { LOCAL_ERRORS, messageOf } from './projectErrors';

/** The document's Text: at most 5000 characters. */
const MESSAGE_MAX = 5000;

/** A voice actor's question to the client. */
export function AskForm({
  projectRef,
  providerId,
  onAsked,
}: {
  projectRef: string;
  providerId: number;
  onAsked: () => Promise<unknown>;
}) {
  return (
    <MessageForm
      label="Ask the client a question"
      hint="The client and the other voice actors invited see your question and its answers."
      submitLabel="Send question"
      empty="Write your question."
      sentNotice="Question sent to the client"
      send={(message) => createProjectQuestion(projectRef, { provider_id: providerId, message })}
      onSent={onAsked}
    />
  );
}

/** A message and its send button; on a failure the message stays, with the server's reason under it. */
export function MessageForm({
  label,
  hint,
  submitLabel,
  empty,
  sentNotice,
  send,
  onSent,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  /** The error of an empty message. */
  empty: string;
  sentNotice: string;
  send: (message: string) => Promise<unknown>;
  onSent: () => Promise<unknown>;
}) {
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { notices } = useAppServices();
  const mutation = useMutation({
    mutationFn: send,
    meta: LOCAL_ERRORS,
    onSuccess: async () => {
      setMessage('');
      await onSent();
      notices.message(sentNotice);
    },
    onError: (error) => {
      setProblem(messageOf(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (text === '') {
      setProblem(empty);
      return;
    }
    setProblem(null);
    mutation.mutate(text);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextArea
          label={label}
          {...(hint !== undefined ? { hint } : {})}
          required
          maxLength={MESSAGE_MAX}
          value={message}
          {...(problem !== null ? { error: problem } : {})}
          onValueChange={({ value }) => {
            setMessage(value);
            if (problem !== null) setProblem(null);
          }}
        />
        <div>
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
