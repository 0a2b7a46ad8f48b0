import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, type Endorsement } from '@vo/sdk';
import { validateEndorsement } from '@vo/sdk/hooks';
import { Avatar, Button, Heading, Inline, Skeleton, Stack, Text } from '@vo/ui';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAppServices } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { isSignedIn } from '../../lib/session/appSession';
import { endorsementHashFrom, endorsementQuery } from './endorsementQuery';

/** Said on the home page when a link cannot be used (spec section 8: failure goes to the root). */
export const INVALID_LINK = 'This endorsement link is not valid.';

/**
 * The endorsement flow (`/endorse/{hash}`, spec sections 2, 7 and 8): the person a voice actor asked
 * reads the request and endorses or declines. The link is validated with its hash; when it created the
 * address's account, the returned al_token signs them in (then onboarding); an existing account is
 * never signed in by it and goes to the home page. Any failure goes home too, with the reason.
 */
export function EndorsePage() {
  const hash = endorsementHashFrom(useParams().id);
  const { notices } = useAppServices();
  useEffect(() => {
    if (hash === null) notices.message(INVALID_LINK);
  }, [hash, notices]);
  if (hash === null) return <Navigate to="/" replace />;
  return <EndorseFlow hash={hash} />;
}

function EndorseFlow({ hash }: { hash: string }) {
  const { notices } = useAppServices();
  const navigate = useNavigate();
  const query = useQuery({ ...endorsementQuery(hash), retryOnMount: false });

  useEffect(() => {
    if (!query.isError) return;
    notices.message(query.error instanceof ApiError ? query.error.message : INVALID_LINK);
    void navigate('/', { replace: true });
  }, [query.isError, query.error, notices, navigate]);

  if (query.isPending || query.isError) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Loading the endorsement">
        <Skeleton lines={1} size="large" />
        <Skeleton lines={3} />
      </Stack>
    );
  }
  return <EndorseRequest hash={hash} endorsement={query.data.data} />;
}

function EndorseRequest({ hash, endorsement }: { hash: string; endorsement: Endorsement }) {
  const { session, notices } = useAppServices();
  const navigate = useNavigate();
  const name = endorsement.provider?.user.name ?? 'this voice actor';
  const answer = useMutation({
    mutationFn: async (endorsed: boolean) =>
      (await validateEndorsement(hash, { endorsementHash: hash, endorsed })).data,
    meta: { errors: 'local' },
    onSuccess: (result, endorsed) => {
      const thanks = endorsed ? `Thank you for endorsing ${name}.` : 'Your answer was sent.';
      const { al_token: alToken } = result;
      if (isSignedIn(session.actor.getSnapshot())) {
        notices.message(thanks);
        void navigate('/', { replace: true });
      } else if (alToken !== undefined) {
        notices.message(thanks);
        // The link created this address's account: signed in with its one-time token as an al_token
        // in the address would be; the session then goes on to onboarding.
        session.actor.send({ type: 'session.callback', alToken });
      } else {
        // The address already had an account: the link never signs it in (anyone may ask for one to
        // be sent), so its owner logs in as usual.
        notices.message('Thank you! Your answer was sent. Log in to your account to use it.');
        void navigate('/', { replace: true });
      }
    },
    onError: (error) => {
      notices.message(error instanceof ApiError ? error.message : INVALID_LINK);
      void navigate('/', { replace: true });
    },
  });

  if (endorsement.endorsed !== null) {
    return (
      <Stack gap="lg">
        <Heading level={1}>This endorsement was already answered</Heading>
        <Text>{`The request from ${name} has an answer already. Thank you!`}</Text>
        <AppLink to="/" variant="standalone">
          Go to the home page
        </AppLink>
      </Stack>
    );
  }

  return (
    <Stack as="article" gap="xl" aria-labelledby="endorse-title">
      <Inline gap="lg" align="center" wrap>
        <Avatar
          name={name}
          size="large"
          pictures={{ picture_medium: endorsement.provider?.picture ?? null }}
        />
        <Stack gap="xs">
          <Heading level={1} id="endorse-title">
            {`${name} asked you for an endorsement`}
          </Heading>
          {endorsement.provider !== undefined && (
            <AppLink to={`/voice-actor/${String(endorsement.provider_id)}`} variant="standalone">
              {`See ${name}'s profile`}
            </AppLink>
          )}
        </Stack>
      </Inline>
      <Stack as="section" gap="sm" aria-labelledby="endorse-message">
        <Heading level={2} id="endorse-message">
          {`${name}'s message`}
        </Heading>
        <Text as="p">{endorsement.text}</Text>
      </Stack>
      <Text>
        {endorsement.user_type === 'va'
          ? 'Endorse their work as a fellow voice actor.'
          : 'Endorse their work as a client.'}
      </Text>
      <Inline gap="md" wrap>
        <Button
          variant="primary"
          disabled={answer.isPending}
          onClick={() => {
            answer.mutate(true);
          }}
        >
          {`Endorse ${name}`}
        </Button>
        <Button
          variant="secondary"
          disabled={answer.isPending}
          onClick={() => {
            answer.mutate(false);
          }}
        >
          Decline
        </Button>
      </Inline>
    </Stack>
  );
}
