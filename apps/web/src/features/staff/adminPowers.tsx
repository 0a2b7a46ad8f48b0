// The admin pages' powers (spec section 6): the client role, the blacklist, stats, deleting and
// restoring the account; each says what the server did, or its refusal in its words.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  deleteUser,
  getGetUserQueryKey,
  getListStaffActionsQueryKey,
  recalculateStats,
  removeUserFromBlacklist,
  restoreUser,
  setClientRole,
} from '@vo/sdk/hooks';
import { Button, Dialog, Inline, Stack, Text } from '@vo/ui';
import { useState } from 'react';

import { LOCAL_ERRORS, refusalOf } from './staffQuery';
import type { User } from './adminParts';
import { Section } from './staffUi';

/** One power: its button, then what the server said (done, or its refusal in its words). */
function usePower<T>(run: () => Promise<T>, done: (result: T) => string, userId: number) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<{ tone: 'done' | 'refused'; text: string } | null>(null);
  const mutation = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: run,
    onMutate: () => {
      setSaid(null);
    },
    onSuccess: async (result) => {
      setSaid({ tone: 'done', text: done(result) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetUserQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: getListStaffActionsQueryKey() }),
      ]);
    },
    onError: (error) => {
      setSaid({ tone: 'refused', text: refusalOf(error) });
    },
  });
  const message =
    said === null ? null : said.tone === 'done' ? (
      <Text role="status">{said.text}</Text>
    ) : (
      <Text role="alert" tone="danger">
        {said.text}
      </Text>
    );
  return { mutation, message };
}

export function Powers({
  user,
  voiceActorId,
  onDeleted,
}: {
  user: User;
  voiceActorId: number | null;
  onDeleted: () => void;
}) {
  const isClient = user.roles.includes('client');
  const role = usePower(
    () => setClientRole(user.id, { enabled: !isClient }),
    (reply) =>
      reply.data.roles.includes('client')
        ? `${user.name} has the client role again.`
        : `${user.name} no longer has the client role: they cannot post projects or book.`,
    user.id,
  );
  const blacklist = usePower(
    () => removeUserFromBlacklist(user.id),
    () => `${user.name} is off the blacklist: their messages are no longer held for review.`,
    user.id,
  );
  const stats = usePower(
    async () => {
      await recalculateStats({ entity: 'User', entity_id: user.id });
      if (voiceActorId !== null) await recalculateStats({ entity: 'Provider', entity_id: voiceActorId });
    },
    () => `The stats of ${user.name} were reset and recalculated.`,
    user.id,
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <Section title="Admin actions">
      <Stack gap="xs">
        <Text>{isClient ? 'The client role is enabled.' : 'The client role is disabled.'}</Text>
        <Inline gap="sm">
          <Button
            variant={isClient ? 'secondary' : 'primary'}
            loading={role.mutation.isPending}
            onClick={() => {
              role.mutation.mutate();
            }}
          >
            {isClient ? 'Disable the client role' : 'Enable the client role'}
          </Button>
        </Inline>
        {role.message}
      </Stack>
      <Stack gap="xs">
        <Text>
          {user.blacklisted === true
            ? 'On the blacklist: their messages are held for review before anyone reads them.'
            : 'Not on the blacklist.'}
        </Text>
        {user.blacklisted === true ? (
          <Inline gap="sm">
            <Button
              variant="secondary"
              loading={blacklist.mutation.isPending}
              onClick={() => {
                blacklist.mutation.mutate();
              }}
            >
              Remove from the blacklist
            </Button>
          </Inline>
        ) : null}
        {blacklist.message}
      </Stack>
      <Stack gap="xs">
        <Inline gap="sm">
          <Button
            variant="secondary"
            loading={stats.mutation.isPending}
            onClick={() => {
              stats.mutation.mutate();
            }}
          >
            Reset and recalculate stats
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirmDelete(true);
            }}
          >
            Delete the account
          </Button>
        </Inline>
        {stats.message}
      </Stack>
      {confirmDelete ? (
        <DeleteDialog
          user={user}
          onClose={() => {
            setConfirmDelete(false);
          }}
          onDeleted={() => {
            setConfirmDelete(false);
            onDeleted();
          }}
        />
      ) : null}
    </Section>
  );
}

function DeleteDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: User;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: () => deleteUser(user.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getListStaffActionsQueryKey() });
      onDeleted();
    },
    onError: (error) => {
      setRefusal(refusalOf(error));
    },
  });
  return (
    <Dialog
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={`Delete the account of ${user.name}?`}
      description="They can no longer sign in; their profile and projects are hidden. An admin can restore the account later."
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep the account
          </Button>
          <Button
            variant="danger"
            loading={run.isPending}
            onClick={() => {
              run.mutate();
            }}
          >
            Delete the account
          </Button>
        </>
      }
    >
      {refusal === null ? null : (
        <Text role="alert" tone="danger">
          {refusal}
        </Text>
      )}
    </Dialog>
  );
}

export function RestorePower({ userId, onRestored }: { userId: number; onRestored?: () => void }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: () => restoreUser(userId),
    onMutate: () => {
      setRefusal(null);
    },
    onSuccess: async () => {
      onRestored?.();
      await queryClient.invalidateQueries({ queryKey: getGetUserQueryKey(userId) });
    },
    onError: (error) => {
      setRefusal(refusalOf(error));
    },
  });
  return (
    <Stack gap="xs">
      <Inline gap="sm">
        <Button
          loading={run.isPending}
          onClick={() => {
            run.mutate();
          }}
        >
          {`Restore account ${String(userId)}`}
        </Button>
      </Inline>
      {refusal === null ? null : (
        <Text role="alert" tone="danger">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
