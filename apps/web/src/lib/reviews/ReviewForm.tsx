import { useMutation } from '@tanstack/react-query';
import { Button, Inline, RatingStars, Stack, Text, TextArea } from '@vo/ui';
import { useState, type FormEvent } from 'react';
import { LOCAL_ERRORS, messageOf, REVIEW_TEXT_MAX } from './reviewCalls';

export interface ReviewValues {
  rating: number;
  review: string;
}

export interface ReviewFormProps {
  /** The question over the stars ("How was working with Vera?"). */
  label: string;
  /** The values of the review being edited; none for a new review. */
  initial?: ReviewValues;
  /** The button that sends ("Post the review", "Save the review"). */
  submitLabel: string;
  /** Sends the review; a refusal shows under the form in the server's words. */
  send: (values: ReviewValues) => Promise<unknown>;
  /** Called once the server took the review. */
  onDone: () => void | Promise<void>;
  /** Closes the form without sending. */
  onCancel: () => void;
}

/**
 * The review form (issue 42): 1 to 5 stars and the text. Both are asked for before sending; a
 * refusal (not allowed, already reviewed, a rating out of range) shows as the server says it, and
 * nothing typed is lost.
 */
export function ReviewForm({ label, initial, submitLabel, send, onDone, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState<number | undefined>(initial?.rating);
  const [text, setText] = useState(initial?.review ?? '');
  const [problems, setProblems] = useState<{ rating?: string; text?: string }>({});
  const post = useMutation({
    mutationFn: send,
    meta: LOCAL_ERRORS,
    onSuccess: () => onDone(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const review = text.trim();
    const next = {
      ...(rating === undefined ? { rating: 'Choose from 1 to 5 stars.' } : {}),
      ...(review === '' ? { text: 'Write your review first.' } : {}),
    };
    setProblems(next);
    if (rating === undefined || review === '' || post.isPending) return;
    post.mutate({ rating, review });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        <Stack gap="xs">
          <RatingStars
            mode="input"
            label={label}
            size="large"
            required
            {...(rating === undefined ? {} : { value: rating })}
            onValueChange={({ value }) => {
              setRating(value);
              setProblems(({ text: textProblem }) => (textProblem ? { text: textProblem } : {}));
            }}
          />
          {problems.rating ? (
            <Text size="sm" tone="danger">
              {problems.rating}
            </Text>
          ) : null}
        </Stack>
        <TextArea
          label="Your review"
          required
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          {...(problems.text ? { error: problems.text } : {})}
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
