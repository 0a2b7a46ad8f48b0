import { useQuery } from '@tanstack/react-query';
import { getGetBookingLinkQueryOptions, getGetProviderQueryOptions } from '@vo/sdk/hooks';
import { Skeleton } from '@vo/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { QueryState } from '../../lib/queryState';
import { BookingForm, type LinkPresets } from './BookingForm';

const LOCAL_ERRORS = { errors: 'local' } as const;
const idFrom = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * Book a voice actor (`/book/{providerId}`, `/book/{providerId}/{publicId}` of a booking link; spec
 * section 2) with the booking form, at an instant quote.
 */
export function BookingPage() {
  const params = useParams();
  const providerId = idFrom(params['providerId']);
  const publicId = params['bookingLinkId'];
  if (providerId === null || (publicId !== undefined && !/^[A-Za-z0-9_-]{6,64}$/.test(publicId)))
    return <AppErrorPage status={404} />;
  return <DirectBooking providerId={providerId} publicId={publicId ?? null} />;
}

function DirectBooking({ providerId, publicId }: { providerId: number; publicId: string | null }) {
  const provider = useQuery({ ...getGetProviderQueryOptions(providerId), meta: LOCAL_ERRORS });
  const link = useQuery({
    ...getGetBookingLinkQueryOptions(providerId, publicId ?? ''),
    enabled: publicId !== null,
    meta: LOCAL_ERRORS,
  });
  const found = link.data?.data;
  // One object per link read: the booking's fields (and the quote's key) change only with the draft.
  const presets = useMemo<LinkPresets | null>(
    () =>
      found === undefined ? null : { id: found.id, name: found.name ?? null, budget: found.budget ?? null },
    [found],
  );
  if (publicId !== null && link.isError) return <AppErrorPage status={404} />;
  return (
    <QueryState
      query={provider}
      loading={
        <div role="status" aria-busy="true" aria-label="Loading the voice actor">
          <Skeleton lines={4} />
        </div>
      }
      failed={{ title: 'This voice actor could not be loaded' }}
    >
      {({ data }) =>
        publicId !== null && presets === null ? (
          <Skeleton lines={4} />
        ) : (
          <BookingForm
            providerId={providerId}
            name={data.user.name}
            origin={{ kind: 'direct', link: presets }}
          />
        )
      }
    </QueryState>
  );
}
