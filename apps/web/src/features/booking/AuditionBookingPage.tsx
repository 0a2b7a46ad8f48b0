import { useQuery } from '@tanstack/react-query';
import { getGetOfferQueryOptions, getGetProjectQueryOptions } from '@vo/sdk/hooks';
import { Skeleton } from '@vo/ui';
import { useParams } from 'react-router';
import { useUser } from '../../lib/AppContext';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { QueryState } from '../../lib/queryState';
import { BookingForm } from './BookingForm';
import { draftOf, EMPTY_DRAFT } from './bookingForm';

const LOCAL_ERRORS = { errors: 'local' } as const;
const loading = (
  <div role="status" aria-busy="true" aria-label="Loading the audition">
    <Skeleton lines={4} />
  </div>
);

/**
 * Book a casting's audition (`/proposals/{offerId}/book`, spec section 2): the booking form with the
 * casting's script and usage and the audition's quoted price filled in; sending it books the voice
 * actor who sent the audition and, when the casting has no winner yet, makes the audition its winner.
 */
export function AuditionBookingPage() {
  const offerId = Number(useParams()['offerId']);
  const valid = Number.isInteger(offerId) && offerId > 0;
  const offer = useQuery({ ...getGetOfferQueryOptions(offerId), enabled: valid, meta: LOCAL_ERRORS });
  const projectId = offer.data?.data.project_id;
  const casting = useQuery({
    ...getGetProjectQueryOptions(String(projectId ?? '')),
    enabled: projectId !== undefined,
    meta: LOCAL_ERRORS,
  });
  const user = useUser();
  if (!valid) return <AppErrorPage status={404} />;
  return (
    <QueryState query={offer} loading={loading} failed={{ title: 'This audition could not be loaded' }}>
      {({ data: audition }) => (
        <QueryState query={casting} loading={loading} failed={{ title: 'Its casting could not be loaded' }}>
          {({ data: project }) =>
            user !== null && !(project.user_id ?? []).includes(user.id) ? (
              <AppErrorPage status={403} />
            ) : (
              <BookingForm
                providerId={audition.provider_id}
                name={audition.provider.user.name}
                origin={{ kind: 'audition', offerId: audition.id, castingName: project.name }}
                initial={{
                  ...draftOf({
                    ...(project.service_properties?.script == null
                      ? {}
                      : { script: project.service_properties.script }),
                    ...(audition.price_quote == null ? {} : { fixed_budget: audition.price_quote }),
                  }),
                  securePayment: EMPTY_DRAFT.securePayment,
                }}
              />
            )
          }
        </QueryState>
      )}
    </QueryState>
  );
}
