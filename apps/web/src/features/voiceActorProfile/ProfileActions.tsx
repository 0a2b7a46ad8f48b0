import type { Provider } from '@vo/sdk';
import { logShareEvent } from '@vo/sdk/hooks';
import { Button, Inline, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { flaggingPath } from '../../routes/table';
import { useUser } from '../../lib/AppContext';
import { signInPath } from '../../lib/session/signInPath';

type Notice = 'copied' | 'copyFailed' | 'message' | null;

const NOTICES: Record<Exclude<Notice, null>, (name: string) => string> = {
  copied: () => 'Link copied. Paste it anywhere to share this profile.',
  copyFailed: () => 'The link could not be copied: copy it from the address bar.',
  message: (name) =>
    `Messaging ${name} opens in an upcoming release of the marketplace. Until then, add them to your favorites to find them again.`,
};

export interface ProfileActionsProps {
  provider: Provider;
  /** The viewer is this voice actor (their provider id is the profile's). @default false */
  own?: boolean;
}

/**
 * The profile's actions: copy a share link (the share is recorded; a failure to record it changes
 * nothing for the visitor), book the voice actor (the booking form, /book/{id}) and message them.
 * Anonymous visitors sign in first to message and come back here; signed-in visitors are told
 * messaging is coming, since that flow is not built yet.
 * The voice actor on their own profile books and messages nobody: they get the way to its edit view
 * instead (spec section 6: the owner's edit view), and the share link.
 */
export function ProfileActions({ provider, own = false }: ProfileActionsProps) {
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState<Notice>(null);
  const name = provider.user.name;

  const share = async () => {
    const link = `${window.location.origin}/voice-actor/${String(provider.id)}`;
    try {
      await navigator.clipboard.writeText(link);
      setNotice('copied');
    } catch {
      setNotice('copyFailed');
    }
    // Recording the share is for the marketplace's statistics: the visitor's copy worked either way.
    logShareEvent({ entity: 'provider', entity_id: String(provider.id), medium: 'copy_link' }).catch(
      () => undefined,
    );
  };

  const startFlow = (flow: 'message') => {
    if (user === null) {
      void navigate(signInPath(`${location.pathname}${location.search}`, undefined, 'contact'));
      return;
    }
    setNotice(flow);
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
              onClick={() => {
                startFlow('message');
              }}
            >
              Message
            </Button>
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
      <div role="status">{notice !== null && <Text size="sm">{NOTICES[notice](name)}</Text>}</div>
    </Stack>
  );
}
