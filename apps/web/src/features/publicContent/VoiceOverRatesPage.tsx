import { useQuery } from '@tanstack/react-query';
import { AUDIENCE_TIERS, audienceLabel } from '@vo/machines';
import type { AttributeGroup, AverageRate } from '@vo/sdk';
import { EmptyState, Heading, Select, Skeleton, StatCard, Stack, Text } from '@vo/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { QueryState } from '../../lib/queryState';
import { searchHref } from '../../lib/searchBox';
import * as styles from './PublicContent.css';
import {
  averageRateQuery,
  formatRate,
  rateAttributesQuery,
  ratesFromUrl,
  ratesHref,
  type RateFilters,
} from './ratesQuery';

const numbers = new Intl.NumberFormat('en');

/**
 * The voice-over rates page (`/voice-over-rates`, spec section 2): what clients paid voice actors for
 * bookings of the last 12 months (averageRate), narrowed by language, voice age and gender and
 * section 9's audience tiers. The filters live in the address, so the page can be shared and Back
 * restores the previous choice.
 */
export function VoiceOverRatesPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = ratesFromUrl(search);
  const attributes = useQuery({ ...rateAttributesQuery(), retryOnMount: false });
  const rate = useQuery({ ...averageRateQuery(filters), retryOnMount: false });
  const names = attributes.data?.data;
  const choose = (change: Partial<RateFilters>) => {
    void navigate(ratesHref({ ...filters, ...change }), { preventScrollReset: true });
  };

  return (
    <div className={styles.page}>
      <Stack gap="sm">
        <Heading level={1}>Voice-over rates</Heading>
        <Text>
          What clients paid voice actors on this marketplace, from real bookings. Pick a language, a voice and
          the size of the audience to see what comparable jobs paid.
        </Text>
      </Stack>
      <form
        aria-label="Rate filters"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <fieldset className={styles.filters}>
          <Select
            label="Language"
            placeholder="Any language"
            options={(names?.languages ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={filters.language === null ? '' : String(filters.language)}
            onValueChange={({ value }) => {
              choose({ language: value === '' ? null : Number(value) });
            }}
          />
          <Select
            label="Voice age and gender"
            placeholder="Any voice"
            options={(names?.voice_age_genders ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={filters.voiceAgeGender === null ? '' : String(filters.voiceAgeGender)}
            onValueChange={({ value }) => {
              choose({ voiceAgeGender: value === '' ? null : Number(value) });
            }}
          />
          <Select
            label="Audience"
            placeholder="Any audience"
            options={AUDIENCE_TIERS.map((tier) => ({
              value: String(tier.size),
              label: `${tier.label} (${numbers.format(tier.size)} people)`,
            }))}
            value={filters.audienceSize === null ? '' : String(filters.audienceSize)}
            onValueChange={({ value }) => {
              const tier = AUDIENCE_TIERS.find((t) => String(t.size) === value);
              choose({ audienceSize: tier?.size ?? null });
            }}
          />
        </fieldset>
      </form>
      <section aria-labelledby="rates-result" className={styles.panel}>
        <Heading level={2} id="rates-result">
          {resultTitle(filters, names)}
        </Heading>
        <QueryState
          query={rate}
          loading={
            <div aria-busy="true" aria-label="Loading the rates" role="status">
              <Skeleton lines={4} />
            </div>
          }
          failed={{ title: 'The rates could not be loaded', headingLevel: 3 }}
        >
          {({ data }) => <RateFigures rate={data} filters={filters} />}
        </QueryState>
      </section>
      <Stack as="section" gap="sm" aria-labelledby="rates-how">
        <Heading level={2} id="rates-how">
          How these rates are computed
        </Heading>
        <Text>
          Each figure is the price a client and a voice actor agreed for a booking accepted in the last 12
          months, in US dollars, for the whole job (recording, usage and revisions), before the platform fee.
          Refunded or cancelled payments are left out. A booking counts under a language or a voice when the
          client booked that language or voice.
        </Text>
        <Text>
          The audience is how many people hear the recording: non-broadcast (up to 10,000), local (100,000),
          regional (1 million), national (10 million) or worldwide (100 million).{' '}
          <AppLink to="/script-timer-calculator">How long will my script run?</AppLink>
        </Text>
      </Stack>
    </div>
  );
}

type AttributeNames = Pick<AttributeGroup, 'languages' | 'voice_age_genders'> | undefined;

const nameOf = (list: readonly { id: number; name: string }[] | undefined, id: number | null) =>
  id === null ? null : (list?.find((a) => a.id === id)?.name ?? null);

/** "Rates for English (North American), Female adult, Local audiences" or "Rates for every booking". */
function resultTitle(filters: RateFilters, names: AttributeNames): string {
  const parts = [
    nameOf(names?.languages, filters.language),
    nameOf(names?.voice_age_genders, filters.voiceAgeGender),
    filters.audienceSize === null ? null : `${audienceLabel(filters.audienceSize)} audience`,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'Rates across all bookings' : `Rates for ${parts.join(', ')}`;
}

function RateFigures({ rate, filters }: { rate: AverageRate; filters: RateFilters }) {
  const find = searchHref({
    ...(filters.language === null ? {} : { languages: [filters.language] }),
    ...(filters.voiceAgeGender === null ? {} : { voice_age_genders: [filters.voiceAgeGender] }),
  });
  const findLink = (
    <AppLink to={find} variant="standalone">
      Find voice actors for this job
    </AppLink>
  );
  if (rate.projects_count === 0) {
    return (
      <EmptyState
        icon="search"
        headingLevel={3}
        title="Not enough bookings to show a rate"
        message="No booking of the last 12 months matches these choices yet. Widen them (any language, voice or audience) to see what comparable jobs paid."
        action={findLink}
      />
    );
  }
  const figures = [
    { label: 'Average rate', value: formatRate(rate.average) },
    ...(rate.median != null ? [{ label: 'Median rate', value: formatRate(rate.median) }] : []),
    ...(rate.minimum != null && rate.maximum != null
      ? [{ label: 'Range', value: `${formatRate(rate.minimum)} – ${formatRate(rate.maximum)}` }]
      : []),
  ];
  const bookings =
    rate.projects_count === 1 ? '1 booking' : `${numbers.format(rate.projects_count)} bookings`;
  return (
    <Stack gap="md">
      <ul className={styles.figures} aria-label="Rates">
        {figures.map((figure) => (
          <li key={figure.label}>
            <StatCard label={figure.label} value={figure.value} />
          </li>
        ))}
      </ul>
      <Text>{`Based on ${bookings} clients paid in the last 12 months.`}</Text>
      {rate.projects_count < 5 ? (
        <Text tone="muted">
          So few bookings make a rough guide only: one unusual job moves the average a lot.
        </Text>
      ) : null}
      <div className={styles.links}>{findLink}</div>
    </Stack>
  );
}
