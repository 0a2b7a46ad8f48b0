import type { Provider } from '@vo/sdk';
import { Button, Inline, Stack, Text } from '@vo/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { flaggingPath } from '../../routes/table';
import { useAppServices, useUser } from '../../lib/AppContext';
import { signInPath } from '../../lib/session/signInPath';

import { useStartConversation } from '../../lib/messages/useStartConversation';
const LazyInviteDialog = lazy(async () => ({
  default: (await import('../../lib/invitations/InviteDialog')).InviteDialog,
}));

// The invitation dialog's code (and its requests) comes on the first click: the route is near its budget.

type Notice = 'copied' | 'copyFailed' | null;

const NOTICES: Record<Exclude<Notice, null>, string> = {
  copied: 'Link copied. Paste it anywhere to share this profile.',
  copyFailed: 'The link could not be copied: copy it from the address bar.',
};

export interface ProfileActionsProps {
  provider: Provider;
  /** The viewer is this voice actor (their provider id is the profile's). @default false */
  own?: boolean;
}

/**
 * The profile's actions: copy a share link (the share is recorded; a failure to record it changes
 * nothing for the visitor), book the voice actor (the booking form, /book/{id}) and message them.
 * Message starts the conversation with them (createChannel; the existing one when there is one) and
 * opens it; anonymous visitors sign in first and come back here. Only clients start conversations:
 * the server's refusal shows in its words. Invite to a casting (a client's direct invitation, issue 16)
 * opens a dialog of the client's castings; an anonymous visitor signs in first and comes back here, and
 * a user without the client role (no castings to invite to) gets no button.
 * The voice actor on their own profile books and messages nobody: they get the way to its edit view
 * instead (spec section 6: the owner's edit view), and the share link.
 */
export function ProfileActions({ provider, own = false }: ProfileActionsProps) {
  const user = useUser();
  const { session } = useAppServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState<Notice>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const name = provider.user.name;
  const startConversation = useStartConversation(setRefusal);

  const share = async () => {
    const link = `${window.location.origin}/voice-actor/${String(provider.id)}`;
    try {
      await navigator.clipboard.writeText(link);
      setNotice('copied');
    } catch {
      setNotice('copyFailed');
    }
    // Recording the share is for the marketplace's statistics: the visitor's copy worked either way.
    // The core client: the generated module of actions-log (the staff's operations too) is 0.6 KB of
    // the profile's route budget for this one call.
    session.client.api
      .POST('/actionsLog/shareEvent', {
        body: { entity: 'provider', entity_id: String(provider.id), medium: 'copy_link' },
      })
      .catch(() => undefined);
  };

  const signIn = (context?: string) => {
    void navigate(signInPath(`${location.pathname}${location.search}`, undefined, context));
  };

  const message = () => {
    if (user === null) {
      signIn('contact');
      return;
    }
    setNotice(null);
    setRefusal(null);
    startConversation.mutate({ provider_id: provider.id });
  };

  const invite = () => {
    if (user === null) signIn('invite');
    else setInviting(true);
  };

  return (
    <Stack gap="sm">
      <Inline gap="sm" wrap>
        {own ? (
          <AppLink to={`/voice-actor/${String(provider.id)}/editable`} variant="standalone">
            Edit your profile
          </AppLink>
        ) : (
          <>
            <Button
              variant="primary"
              onClick={() => {
                // The booking form prices the terms before sign-in; sending them asks for it.
                void navigate(`/book/${String(provider.id)}`);
              }}
            >
              {`Book ${name}`}
            </Button>
            <Button
              variant="secondary"
              leadingIcon="message"
              loading={startConversation.isPending}
              onClick={message}
            >
              Message
            </Button>
            {user === null || user.roles.includes('client') ? (
              <Button variant="secondary" onClick={invite}>
                Invite to a casting
              </Button>
            ) : null}
          </>
        )}
        <Button variant="secondary" leadingIcon="externalLink" onClick={() => void share()}>
          Copy share link
        </Button>
        {user !== null && !own ? (
          <AppLink to={flaggingPath('user', provider.user_id)} variant="standalone">
            Report this profile
          </AppLink>
        ) : null}
      </Inline>
      <div role="status">{notice !== null && <Text size="sm">{NOTICES[notice]}</Text>}</div>
      {refusal === null ? null : (
        <Text role="alert" tone="danger" size="sm">
          {refusal}
        </Text>
      )}
      {inviting && user !== null ? (
        <Suspense fallback={null}>
          <LazyInviteDialog
            provider={provider}
            onClose={() => {
              setInviting(false);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
