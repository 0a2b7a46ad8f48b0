import { useQuery } from '@tanstack/react-query';
import type { BookingFields } from '@vo/sdk';
import {
  getGetProjectQueryOptions,
  getGetProviderQueryOptions,
  getListInvitationsQueryOptions,
} from '@vo/sdk/hooks';
import { BOOKING_STATUSES, bookingStepsFor, viewerOf, type BookingStatus } from '@vo/machines';
import { Banner, Skeleton, Stack } from '@vo/ui';
import { useParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { QueryState } from '../../lib/queryState';
import { BookingForm } from './BookingForm';
import { draftOf } from './bookingForm';

const LOCAL_ERRORS = { errors: 'local' } as const;
const loading = (
  <div role="status" aria-busy="true" aria-label="Loading the booking">
    <Skeleton lines={4} />
  </div>
);

/**
 * Change a booking request (`/booking/{projectId}`, spec section 2): the booking form with the request
 * as it stands, while the voice actor has not answered it (the booking machine says when); saving it
 * re-prices it and the voice actor answers the new request.
 */
export function EditBookingPage() {
  const ref = useParams()['projectId'] ?? '';
  const user = useUser();
  const project = useQuery({ ...getGetProjectQueryOptions(ref), meta: LOCAL_ERRORS });
  const id = project.data?.data.id;
  const invitations = useQuery({
    ...getListInvitationsQueryOptions({ project_id: id ?? 0, type: ['booking'] }),
    enabled: id !== undefined,
    meta: LOCAL_ERRORS,
  });
  return (
    <QueryState query={project} loading={loading} failed={{ title: 'This booking could not be loaded' }}>
      {({ data: booking }) =>
        booking.type !== 'booking' ? (
          <AppErrorPage status={404} />
        ) : (
          <QueryState
            query={invitations}
            loading={loading}
            failed={{ title: 'The booking’s terms could not be loaded' }}
          >
            {({ data: [invitation] }) => {
              const status = BOOKING_STATUSES.find(
                (known): known is BookingStatus => known === invitation?.status,
              );
              const terms = invitation?.terms;
              const editable =
                user !== null &&
                invitation !== undefined &&
                status !== undefined &&
                bookingStepsFor(
                  {
                    status,
                    context: { clientIds: booking.user_id ?? [], providerId: invitation.provider_id },
                  },
                  viewerOf(user),
                ).has('booking.editRequest');
              return editable && terms ? (
                <ChangeRequest
                  providerId={invitation.provider_id}
                  projectRef={booking.public_hash}
                  fields={terms.booking_fields}
                />
              ) : (
                <Stack gap="md">
                  <Banner label="Booking" tone="info" title="This booking no longer changes here">
                    The voice actor has answered this booking (or it has ended), so its request stays as it
                    is: accept or cancel their terms on the booking’s page, or write to them.
                  </Banner>
                  <AppLink to={`/projects/${booking.public_hash}`} variant="standalone">
                    Open the booking
                  </AppLink>
                </Stack>
              );
            }}
          </QueryState>
        )
      }
    </QueryState>
  );
}

function ChangeRequest({
  providerId,
  projectRef,
  fields,
}: {
  providerId: number;
  projectRef: string;
  fields: BookingFields;
}) {
  const provider = useQuery({ ...getGetProviderQueryOptions(providerId), meta: LOCAL_ERRORS });
  return (
    <QueryState query={provider} loading={loading} failed={{ title: 'The voice actor could not be loaded' }}>
      {({ data }) => (
        <BookingForm
          providerId={providerId}
          name={data.user.name}
          origin={{ kind: 'edit', projectRef }}
          initial={draftOf(fields)}
        />
      )}
    </QueryState>
  );
}
