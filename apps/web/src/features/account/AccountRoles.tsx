import { useMutation } from '@tanstack/react-query';
import type { User } from '@vo/sdk';
import {
  getAcceptUserTermsMutationOptions,
  getDeleteUserMutationOptions,
  getJoinUserAsClientMutationOptions,
  getLeaveClientRoleMutationOptions,
} from '@vo/sdk/hooks';
import { Banner, Button, Dialog, Inline, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { AppLink } from '../../lib/AppLink';
import { useAppServices } from '../../lib/AppContext';
import * as styles from './AccountPage.css';
import { LOCAL_ERRORS, messageOf, Section, Status, useKeepUser, type Note } from './accountParts';

const ROLE_NAMES: Record<string, string> = {
  client: 'Client: you post projects and hire voice actors',
  provider: 'Voice actor: you audition and are booked',
  admin: 'Admin',
  finance: 'Finance',
  tester: 'Tester',
};

export function RolesSection({ user }: { user: User }) {
  const { session } = useAppServices();
  const keepUser = useKeepUser();
  const [note, setNote] = useState<Note>(null);
  const [confirming, setConfirming] = useState(false);
  const join = useMutation({
    ...getJoinUserAsClientMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: ({ data }) => {
      keepUser(data);
      setNote({ tone: 'success', text: 'You are a client too: switch with the role selector at the top.' });
    },
    onError: (error) => {
      setNote({ tone: 'danger', text: messageOf(error) });
    },
  });
  const leave = useMutation({
    ...getLeaveClientRoleMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: ({ data }) => {
      setConfirming(false);
      keepUser(data);
      session.actor.send({ type: 'session.chooseRole', role: 'provider' });
      setNote({
        tone: 'success',
        text: 'The client role is removed. Your voice actor profile stays as it is.',
      });
    },
    onError: (error) => {
      setConfirming(false);
      setNote({ tone: 'danger', text: messageOf(error) });
    },
  });
  const client = user.roles.includes('client');
  const voiceActor = user.roles.includes('provider') && (user.provider_id ?? 0) > 0;
  const managed = (user.services ?? []).some((service) => service.usage_reason.includes('managed_services'));
  return (
    <Section title="Roles">
      <ul className={styles.plainList} aria-label="Your roles">
        {user.roles.map((role) => (
          <li key={role}>
            <Text>{ROLE_NAMES[role] ?? role}</Text>
          </li>
        ))}
      </ul>
      {client && managed ? <Text tone="muted">You chose Managed services for your projects.</Text> : null}
      <Inline gap="md">
        {voiceActor && !client ? (
          <Button
            variant="secondary"
            loading={join.isPending}
            onClick={() => {
              setNote(null);
              join.mutate({ id: user.id });
            }}
          >
            Join as a client
          </Button>
        ) : null}
        {voiceActor ? null : (
          <AppLink to="/onboarding/voice_actor_welcome" variant="standalone">
            Become a voice actor: start the quiz
          </AppLink>
        )}
        {client && voiceActor ? (
          <Button
            variant="secondary"
            onClick={() => {
              setNote(null);
              setConfirming(true);
            }}
          >
            Remove the client role
          </Button>
        ) : null}
      </Inline>
      <Dialog
        open={confirming}
        onOpenChange={({ open }) => {
          setConfirming(open);
        }}
        title="Remove the client role?"
        description="Your voice actor profile and your other roles stay. The projects you posted stay yours; to post or manage them again, join as a client from this page."
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
              }}
            >
              Keep it
            </Button>
            <Button
              variant="danger"
              loading={leave.isPending}
              onClick={() => {
                leave.mutate({ id: user.id });
              }}
            >
              Remove the client role
            </Button>
          </>
        }
      />
      <Status note={note} />
    </Section>
  );
}

const dateOf = (timestamp: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(timestamp));

export function TermsSection({ user }: { user: User }) {
  const keepUser = useKeepUser();
  const [note, setNote] = useState<Note>(null);
  const accept = useMutation({
    ...getAcceptUserTermsMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: ({ data }) => {
      keepUser(data);
      setNote({ tone: 'success', text: 'Thank you: your acceptance is recorded.' });
    },
    onError: (error) => {
      setNote({ tone: 'danger', text: messageOf(error) });
    },
  });
  const terms = user.terms_and_privacy;
  return (
    <Section title="Terms of Service and Privacy Policy">
      {terms?.accepted === true ? (
        <Text>
          {`You accepted the current Terms of Service and Privacy Policy${
            terms.accepted_at ? ` on ${dateOf(terms.accepted_at)}` : ''
          }${terms.version ? ` (version ${terms.version})` : ''}.`}
        </Text>
      ) : (
        <>
          <Text>You have not accepted the current Terms of Service and Privacy Policy yet.</Text>
          <div>
            <Button
              loading={accept.isPending}
              onClick={() => {
                setNote(null);
                accept.mutate({ id: user.id, data: { accepted: true } });
              }}
            >
              Accept the terms
            </Button>
          </div>
        </>
      )}
      <Status note={note} />
    </Section>
  );
}

export function DeleteSection({ user }: { user: User }) {
  const { session } = useAppServices();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    ...getDeleteUserMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: () => {
      setConfirming(false);
      // The account's sessions ended with it: sign out here too.
      session.actor.send({ type: 'session.logout' });
    },
    onError: (failure) => {
      setError(messageOf(failure));
    },
  });
  return (
    <Section title="Delete your account">
      <Stack gap="xs">
        <Text>When you delete your account:</Text>
        <ul className={styles.bulletList}>
          <li>You can no longer sign in, and your profile is hidden from search and from other users.</li>
          <li>
            Your projects and bookings are not erased: they stay as they are for the people you worked with.
          </li>
          <li>
            Funds held for a booking are not lost: they stay with the booking and are released or refunded as
            its terms say.
          </li>
          <li>Only an admin can restore the account, with its roles, profile and projects.</li>
        </ul>
      </Stack>
      <div>
        <Button
          variant="danger"
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          Delete my account
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={({ open }) => {
          setConfirming(open);
        }}
        title="Delete your account?"
        description={`You will be signed out and ${user.email ?? user.username} can no longer sign in.`}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
              }}
            >
              Keep my account
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                remove.mutate({ id: user.id });
              }}
            >
              Delete my account
            </Button>
          </>
        }
      >
        {error === null ? null : (
          <Banner label="Not deleted" tone="danger">
            {`Your account was not deleted: ${error}`}
          </Banner>
        )}
      </Dialog>
    </Section>
  );
}
