// Small pieces the staff screens share: a named section, and what the server said to an action.
import { Heading, Stack, Text } from '@vo/ui';
import { useId, type ReactNode } from 'react';

/** What the server said to an action: done, or its refusal in its words; null before. */
export type Said = { tone: 'done' | 'refused'; text: string } | null;

/** The server's answer to an action, read out (status) or alerted (refusal). */
export function Said({ said }: { said: Said }) {
  if (said === null) return null;
  return said.tone === 'done' ? (
    <Text role="status">{said.text}</Text>
  ) : (
    <Text role="alert" tone="danger">
      {said.text}
    </Text>
  );
}

/** A section of a staff page, named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
