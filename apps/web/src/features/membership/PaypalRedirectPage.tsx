import { useMutation } from '@tanstack/react-query';
import { setSubscriptionPaymentMethod } from '@vo/sdk/hooks';
import { PAYMENT_ERROR_MESSAGES } from '@vo/machines';
import { Heading, Spinner, Stack } from '@vo/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { PaymentErrorView } from '../../lib/payments/PaymentViews';
import { takeKeptChoice } from './pendingChoice';

const LOCAL_ERRORS = { errors: 'local' } as const;

/**
 * The billing agreement PayPal returns with (`ba_token`, else `token`), if it is one and was approved
 * (a cancelled agreement comes back with `cancelled`).
 */
function agreementFrom(search: URLSearchParams): string | null {
  if (search.get('cancelled') !== null) return null;
  const token = search.get('ba_token') ?? search.get('token');
  return token !== null && /^[A-Za-z0-9_-]{1,255}$/.test(token) ? token : null;
}

/**
 * `/paypalRedirect`: PayPal sends the voice actor back here after the billing agreement. An approved
 * agreement is saved as the membership's payment method (setSubscriptionPaymentMethod, type paypal),
 * then the plans page prices the plan they were buying, ready to confirm; a cancelled one asks to add
 * PayPal again (section 8).
 */
export function PaypalRedirectPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = agreementFrom(search);
  const save = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: async (agreement: string) =>
      (await setSubscriptionPaymentMethod({ token: agreement, type: 'paypal' })).data,
    onSuccess: () => {
      const choice = takeKeptChoice();
      void navigate(choice === null ? '/plans' : `/plans?${choice}`, { replace: true });
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || token === null) return;
    started.current = true;
    save.mutate(token);
  }, [token, save]);

  const failed =
    token === null
      ? PAYMENT_ERROR_MESSAGES.paypal_agreement_cancelled
      : save.isError
        ? save.error.message
        : null;
  return (
    <Stack gap="lg">
      <Heading level={1}>PayPal</Heading>
      {failed === null ? (
        <Spinner label="Saving your PayPal agreement" />
      ) : (
        <PaymentErrorView message={failed} headingLevel={2}>
          <AppLink to="/plans" variant="standalone">
            Back to your membership
          </AppLink>
        </PaymentErrorView>
      )}
    </Stack>
  );
}
