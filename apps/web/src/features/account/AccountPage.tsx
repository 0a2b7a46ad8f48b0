import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type User } from '@vo/sdk';
import { getGetMeQueryOptions, getUpdateUserMutationOptions } from '@vo/sdk/hooks';
import { Avatar, Button, Heading, Inline, Stack, Text, TextField } from '@vo/ui';
import { useRef, useState, type FormEvent } from 'react';
import { AppLink } from '../../lib/AppLink';
import { useAppServices, useUser } from '../../lib/AppContext';
import { JSON_BODY } from '../../lib/session/responseUser';
import { fileProblem } from '../../lib/uploads/fileChecks';
import * as styles from './AccountPage.css';
import { DeleteSection, RolesSection, TermsSection } from './AccountRoles';
import { LOCAL_ERRORS, messageOf, Section, Status, useKeepUser, type Note } from './accountParts';

/**
 * `/account` (spec section 2): the signed-in user's name and picture, e-mail and sign-in, roles (join
 * as a client, start the voice actor quiz, remove the client role keeping the others: section 5),
 * the terms they accepted, and deleting the account with what happens to their projects, bookings
 * and funds said first.
 */
export function AccountPage() {
  const user = useUser();
  if (user === null) return null;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Your account</Heading>
        <Text tone="muted">{`Signed in as ${user.email ?? user.username}.`}</Text>
      </Stack>
      <ProfileSection user={user} />
      <EmailSection user={user} />
      <RolesSection user={user} />
      <TermsSection user={user} />
      <DeleteSection user={user} />
    </Stack>
  );
}

function ProfileSection({ user }: { user: User }) {
  const { session } = useAppServices();
  const queryClient = useQueryClient();
  const keepUser = useKeepUser();
  const [name, setName] = useState(user.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [note, setNote] = useState<Note>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useMutation({
    ...getUpdateUserMutationOptions({ mutation: { meta: LOCAL_ERRORS }, request: JSON_BODY }),
    onSuccess: ({ data }) => {
      keepUser(data);
      setNote({ tone: 'success', text: 'Your name is saved.' });
    },
    onError: (error) => {
      setNote({ tone: 'danger', text: `Your name was not saved: ${messageOf(error)}` });
    },
  });
  const upload = async (file: File) => {
    const problem = fileProblem(file, 'image');
    if (problem !== null) {
      setNote({ tone: 'danger', text: problem });
      return;
    }
    setNote(null);
    setUploading(true);
    const body = new FormData();
    body.append('picture', file, file.name);
    try {
      await session.client.upload(`/users/${String(user.id)}`, { method: 'PATCH', body });
      const { data } = await queryClient.query({ ...getGetMeQueryOptions(), staleTime: 0 });
      keepUser(data);
      setNote({ tone: 'success', text: 'Your picture is saved.' });
    } catch (error) {
      setNote({
        tone: 'danger',
        text: `Your picture was not saved: ${error instanceof ApiError ? error.message : 'the upload failed.'}`,
      });
    } finally {
      setUploading(false);
    }
  };
  return (
    <Section title="Name and picture">
      <Inline gap="md" align="center">
        <Avatar name={user.name} size="large" pictures={user} />
        <input
          ref={fileInput}
          className={styles.hiddenInput}
          type="file"
          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
          aria-label="Picture file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file !== undefined) void upload(file);
          }}
        />
        <Button
          variant="secondary"
          loading={uploading}
          onClick={() => {
            fileInput.current?.click();
          }}
        >
          {user.picture_small ? 'Change your picture' : 'Add a picture'}
        </Button>
      </Inline>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setNote(null);
          if (name.trim() === '') {
            setNameError('Enter your full name.');
            return;
          }
          save.mutate({ id: user.id, data: { name: name.trim() } });
        }}
      >
        <Stack gap="sm">
          <TextField
            label="Full name"
            autoComplete="name"
            maxLength={120}
            value={name}
            error={nameError}
            onValueChange={({ value }) => {
              setNameError(undefined);
              setName(value);
            }}
          />
          <div>
            <Button type="submit" loading={save.isPending}>
              Save name
            </Button>
          </div>
        </Stack>
      </form>
      <Status note={note} />
    </Section>
  );
}

function EmailSection({ user }: { user: User }) {
  const keepUser = useKeepUser();
  const [email, setEmail] = useState(user.email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [note, setNote] = useState<Note>(null);
  const save = useMutation({
    ...getUpdateUserMutationOptions({ mutation: { meta: LOCAL_ERRORS }, request: JSON_BODY }),
    onSuccess: ({ data }) => {
      keepUser(data);
      setNote({ tone: 'success', text: `Saved. You now sign in with ${data.email ?? email}.` });
    },
    onError: (failure) => {
      // The field keeps what was typed, with the server's reason under it.
      setError(messageOf(failure));
    },
  });
  const provider = user.roles.includes('provider');
  return (
    <Section title="E-mail and sign-in">
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setNote(null);
          const typed = email.trim();
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed)) {
            setError('Enter a valid e-mail address.');
            return;
          }
          save.mutate({ id: user.id, data: { email: typed } });
        }}
      >
        <Stack gap="sm">
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            error={error}
            hint="You sign in with this e-mail and your password; our e-mails go to it."
            onValueChange={({ value }) => {
              setError(undefined);
              setEmail(value);
            }}
          />
          <div>
            <Button type="submit" loading={save.isPending}>
              Save e-mail
            </Button>
          </div>
        </Stack>
      </form>
      <Status note={note} />
      <Text tone="muted" size="sm">
        Forgot your password? The sign-in page sends a one-time sign-in link to this e-mail.
      </Text>
      <Inline gap="md">
        <AppLink to="/notification-preferences" variant="standalone">
          Notification preferences
        </AppLink>
        {provider ? (
          <AppLink to="/invitation-preferences" variant="standalone">
            Invitation settings
          </AppLink>
        ) : null}
      </Inline>
    </Section>
  );
}
