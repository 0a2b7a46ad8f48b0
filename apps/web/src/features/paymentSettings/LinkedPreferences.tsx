import { useQuery } from '@tanstack/react-query';
import { ApiError, type User } from '@vo/sdk';
import { getGetPaymentPreferencesLinkQueryOptions } from '@vo/sdk/hooks';
import { Banner, Button, Heading, Skeleton, Stack, Text } from '@vo/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAppServices } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { QueryState } from '../../lib/queryState';

const LOCAL_ERRORS = { errors: 'local' } as const;

/** The document's PaymentPreferencesToken: anything else is not one of the server's links. */
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const isToken = (value: string) => value.length >= 16 && value.length <= 512 && TOKEN.test(value);

/** What the server says of a link it did not sign, or that expired (the API's 404). */
export const INVALID_LINK =
  'This link is not valid or has expired. Open your payment preferences to add or fix your payout details.';

/**
 * The hash form of the payment preferences (`/payment-preferences/{hash_id}`, spec section 2), opened
 * from a mail that asks a voice actor to add or fix their payout details. Payout details are
 * sensitive: the link opens them only for its voice actor, signed in (`children`); signed in as
 * someone else, the page says whose link it is and offers to sign in as them; a forged or expired
 * link is said to be invalid, with the way to the viewer's own settings.
 */
export function LinkedPreferences({
  token,
  user,
  children,
}: {
  token: string;
  user: User;
  children: ReactNode;
}) {
  const valid = isToken(token);
  const query = useQuery({
    ...getGetPaymentPreferencesLinkQueryOptions(token),
    enabled: valid,
    retry: false,
    meta: LOCAL_ERRORS,
  });
  const invalid =
    !valid || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));
  if (invalid) return <InvalidLink user={user} />;
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-busy="true" aria-label="Checking your link">
          <Skeleton lines={4} />
        </div>
      }
      failed={{ title: 'This link could not be checked' }}
    >
      {({ data }) =>
        data.yours ? (
          <Stack gap="lg">
            <Banner label="From your e-mail" tone="info">
              Add or fix your payout details below so finance can pay you.
            </Banner>
            {children}
          </Stack>
        ) : (
          <OtherAccount emailHint={data.email_hint} user={user} />
        )
      }
    </QueryState>
  );
}

function OwnSettingsLink({ user }: { user: User }) {
  return user.provider_id != null ? (
    <Text>
      <AppLink to="/payment-preferences">Open your payment preferences</AppLink>
    </Text>
  ) : (
    <Text tone="muted">Payment preferences are for voice actors: this account has none.</Text>
  );
}

function InvalidLink({ user }: { user: User }) {
  return (
    <Stack gap="md">
      <Heading level={1}>Payment preferences</Heading>
      <Text tone="danger" role="alert">
        {INVALID_LINK}
      </Text>
      <OwnSettingsLink user={user} />
    </Stack>
  );
}

/** Signed in as someone else: whose link it is, and signing in as them (back here afterwards). */
function OtherAccount({ emailHint, user }: { emailHint: string; user: User }) {
  const { session } = useAppServices();
  const here = useLocation().pathname;
  return (
    <Stack gap="md">
      <Heading level={1}>Payment preferences</Heading>
      <Text role="status">
        {`This link is for another account (${emailHint}): its payout details open only for that voice actor, signed in.`}
      </Text>
      <div>
        <Button
          onClick={() => {
            const { actor } = session;
            // As the drawer's Sign out: the identity provider's logout link revokes this sign-in.
            const link = actor.getSnapshot().context.logoutLink;
            if (link !== null) {
              void fetch(link, { mode: 'no-cors', credentials: 'include', keepalive: true }).catch(
                () => undefined,
              );
            }
            actor.send({ type: 'session.logout' });
            actor.send({ type: 'session.signIn', path: here, query: {}, action: 'login' });
          }}
        >
          {`Sign in as ${emailHint}`}
        </Button>
      </div>
      <Text size="sm">{`You are signed in as ${user.name}.`}</Text>
      <OwnSettingsLink user={user} />
    </Stack>
  );
}
