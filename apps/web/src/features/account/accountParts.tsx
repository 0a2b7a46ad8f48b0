import { Banner, Heading, Text } from '@vo/ui';
import { useId, type ReactNode } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { sessionUser } from '../../lib/session/responseUser';
import * as styles from './AccountPage.css';

export const LOCAL_ERRORS = { errors: 'local' } as const;

export type Note = { tone: 'success' | 'danger'; text: string } | null;

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Unexpected Error.');

/** Keeps the session's user in step with what the server answered. */
export function useKeepUser() {
  const { session } = useAppServices();
  return (user: Parameters<typeof sessionUser>[0]) => {
    session.actor.send({ type: 'session.userChanged', user: sessionUser(user) });
  };
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading level={2} id={id} size="md">
        {title}
      </Heading>
      {children}
    </section>
  );
}

export function Status({ note }: { note: Note }) {
  return (
    <div role="status">
      {note === null ? null : note.tone === 'success' ? (
        <Text tone="success" weight="medium">
          {note.text}
        </Text>
      ) : (
        <Banner label="Not saved" tone="danger">
          {note.text}
        </Banner>
      )}
    </div>
  );
}
