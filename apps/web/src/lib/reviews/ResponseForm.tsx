import { useMutation } from '@tanstack/react-query';
import { Button, Inline, Stack, Text, TextArea } from '@vo/ui';
import { useState, type FormEvent } from 'react';
import { LOCAL_ERRORS, messageOf, REVIEW_TEXT_MAX } from './reviewCalls';

export interface ResponseFormProps {
  /** The response being edited; empty for a new one. @default '' */
  initial?: string;
  /** The button that sends ("Post the response", "Save the response"). */
  submitLabel: string;
  /** Sends the response; a refusal shows under the form in the server's words. */
  send: (response: string) => Promise<unknown>;
  /** Called once the server took the response. */
  onDone: () => void | Promise<void>;
  /** Closes the form without sending. */
  onCancel: () => void;
}

/** The reviewed party's public answer to a review: its text, and the server's refusal as is. */
export function ResponseForm({ initial = '', submitLabel, send, onDone, onCancel }: ResponseFormProps) {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const post = useMutation({ mutationFn: send, meta: LOCAL_ERRORS, onSuccess: () => onDone() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const response = text.trim();
    setProblem(response === '' ? 'Write your response first.' : null);
    if (response === '' || post.isPending) return;
    post.mutate(response);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Your response">
      <Stack gap="sm">
        <TextArea
          label="Your response"
          hint="Shown publicly under the review."
          required
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          {...(problem === null ? {} : { error: problem })}
          onValueChange={({ value }) => {
            setText(value);
          }}
        />
        {post.isError ? (
          <Text tone="danger" role="alert">
            {messageOf(post.error)}
          </Text>
        ) : null}
        <Inline gap="sm" wrap>
          <Button type="submit" disabled={post.isPending}>
            {post.isPending ? 'Sending…' : submitLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
