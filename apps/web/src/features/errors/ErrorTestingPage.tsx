import { useMutation } from '@tanstack/react-query';
import { triggerTestError } from '@vo/sdk/hooks';
import { Button, Heading, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../lib/AppContext';

/** The HTTP errors the server produces on request (GET /testing/errors/{status}). */
const HTTP_ERRORS = [
  { status: 400, expected: "the server's message in a snackbar" },
  { status: 401, expected: 'one token refresh and replay, then the error page' },
  { status: 403, expected: 'the error page' },
  { status: 404, expected: 'the error page' },
  { status: 503, expected: "the full page 'We'll be right back!'" },
] as const;

type HttpErrorStatus = (typeof HTTP_ERRORS)[number]['status'];

/** A host that cannot exist (.invalid is reserved): the request fails before any answer, as offline. */
const UNREACHABLE = 'https://network-error.invalid/api/unreachable';

function Crash(): never {
  throw new Error('A JavaScript error thrown on purpose by the error testing page.');
}

/**
 * The error testing page (spec section 8): each error is produced for real and goes through the
 * app's own handling: HTTP errors from the server, a network failure, a route that fails to load,
 * and a component that throws while rendering.
 */
export function ErrorTestingPage() {
  const { session } = useAppServices();
  const navigate = useNavigate();
  const [crash, setCrash] = useState(false);
  const http = useMutation({ mutationFn: (status: HttpErrorStatus) => triggerTestError(status) });
  const network = useMutation({
    mutationFn: async () => session.client.fetch(new Request(UNREACHABLE)),
  });

  return (
    <Stack gap="lg">
      <Heading level={1}>Error testing</Heading>
      <Text>Each button produces the error for real; the app handles it as section 8 of the spec says.</Text>
      <ul aria-label="Errors">
        {HTTP_ERRORS.map(({ status, expected }) => (
          <li key={status}>
            <Button
              variant="secondary"
              onClick={() => {
                http.mutate(status);
              }}
            >
              {`${status} error`}
            </Button>{' '}
            <Text as="span">Expect {expected}.</Text>
          </li>
        ))}
        <li>
          <Button
            variant="secondary"
            onClick={() => {
              network.mutate();
            }}
          >
            Network error
          </Button>{' '}
          <Text as="span">Expect the snackbar &apos;Network error&apos;.</Text>
        </li>
        <li>
          <Button variant="secondary" onClick={() => void navigate('/error-testing/navigation')}>
            Navigation error
          </Button>{' '}
          <Text as="span">Expect the error page of a route whose screen cannot be loaded.</Text>
        </li>
        <li>
          <Button
            variant="secondary"
            onClick={() => {
              setCrash(true);
            }}
          >
            JavaScript error
          </Button>{' '}
          <Text as="span">Expect the error page of a screen that failed to draw.</Text>
        </li>
      </ul>
      {crash ? <Crash /> : null}
    </Stack>
  );
}
