import { useMutation } from '@tanstack/react-query';
import { ApiError, type User } from '@vo/sdk';
import { Button, Dialog, TextField } from '@vo/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../lib/AppContext';
import { LOCAL_ERRORS } from '../queryClient';

/** What the dialog reads of the restored user. */
type RestoredUser = Pick<User, 'id' | 'username' | 'provider_id'>;

/** Where a restored account is seen: its voice actor profile, else its client page. */
const profileOf = (user: RestoredUser): string =>
  user.username && user.provider_id ? `/voice-actor/${user.username}` : `/client/${user.id}`;

export interface RestoreAccountDialogProps {
  open: boolean;
  onOpenChange: (change: { open: boolean }) => void;
}

/**
 * Restore account (admin, spec section 4): the original account e-mail, then restore. Success goes
 * to that profile; a failure shows the server's message in the field, keeping what was typed.
 */
export function RestoreAccountDialog({ open, onOpenChange }: RestoreAccountDialogProps) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { session } = useAppServices();
  // The core client, not the generated hook: the shell is initial JavaScript, and the hook would
  // bring its generated module (every users operation) with it, 1.3 KB gzipped.
  const restore = useMutation({
    mutationFn: async ({ data }: { data: { email: string } }) =>
      session.client.unwrap(session.client.api.POST('/users/restore_account', { body: data })),
    meta: LOCAL_ERRORS,
  });
  const error = restore.error instanceof ApiError ? restore.error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    restore.mutate(
      { data: { email: email.trim() } },
      {
        onSuccess: ({ data }) => {
          onOpenChange({ open: false });
          setEmail('');
          restore.reset();
          void navigate(profileOf(data));
        },
      },
    );
  };

  return (
    <Dialog
      title="Restore account"
      description="Enter the e-mail the deleted account was registered with."
      open={open}
      onOpenChange={onOpenChange}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              onOpenChange({ open: false });
            }}
          >
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="restore-account" loading={restore.isPending}>
            Restore
          </Button>
        </>
      }
    >
      <form id="restore-account" onSubmit={submit} noValidate>
        <TextField
          label="Account e-mail"
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          onValueChange={({ value }) => {
            setEmail(value);
            if (restore.isError) restore.reset();
          }}
          error={error}
        />
      </form>
    </Dialog>
  );
}
