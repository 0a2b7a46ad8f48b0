import type { QueryClient } from '@tanstack/react-query';
import type { AudienceSize } from '@vo/sdk';
import {
  getGetAllAttributesQueryOptions,
  getGetProviderAverageRateQueryOptions,
  type GetProviderAverageRateParams,
  type GetProviderAverageRateQueryResult,
} from '@vo/sdk/hooks';
import { AUDIENCE_TIERS } from '@vo/machines';
import { branded, type HeadArgs, type ScreenHead } from '../../lib/head';

export const RATES_PATH = '/voice-over-rates';

/**
 * The rates asked for, as the address holds them (`?language=12&voice_age_gender=34&audience_size=100000`)
 * so that a visitor can share the page and Back restores the previous choice. null: any.
 */
export interface RateFilters {
  readonly language: number | null;
  readonly voiceAgeGender: number | null;
  readonly audienceSize: AudienceSize | null;
}

export const NO_RATE_FILTERS: RateFilters = { language: null, voiceAgeGender: null, audienceSize: null };

/** A positive 32-bit id as the address writes it, else null (a hand-edited address is ignored, not fatal). */
function idFrom(text: string | null): number | null {
  if (text === null || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

function audienceFrom(text: string | null): AudienceSize | null {
  return AUDIENCE_TIERS.find((tier) => String(tier.size) === text)?.size ?? null;
}

/** The filters an address holds; what does not parse is left out. */
export function ratesFromUrl(search: URLSearchParams): RateFilters {
  return {
    language: idFrom(search.get('language')),
    voiceAgeGender: idFrom(search.get('voice_age_gender')),
    audienceSize: audienceFrom(search.get('audience_size')),
  };
}

/** The address of the rates page for these filters (the API's own parameter names). */
export function ratesHref(filters: RateFilters): string {
  const query = new URLSearchParams();
  if (filters.language !== null) query.set('language', String(filters.language));
  if (filters.voiceAgeGender !== null) query.set('voice_age_gender', String(filters.voiceAgeGender));
  if (filters.audienceSize !== null) query.set('audience_size', String(filters.audienceSize));
  const text = query.toString();
  return text === '' ? RATES_PATH : `${RATES_PATH}?${text}`;
}

function rateParams(filters: RateFilters): GetProviderAverageRateParams {
  // Unset parameters stay undefined: the URL leaves them out and the query key ignores them.
  return {
    language: filters.language ?? undefined,
    voice_age_gender: filters.voiceAgeGender ?? undefined,
    audience_size: filters.audienceSize ?? undefined,
  };
}

/** GET /providers/averageRate for the filters. */
export const averageRateQuery = (filters: RateFilters) =>
  getGetProviderAverageRateQueryOptions(rateParams(filters));

/** Every attribute, to name the languages and voices to pick from (the search's query: one cache entry). */
export const rateAttributesQuery = () => ({ ...getGetAllAttributesQueryOptions(), staleTime: Infinity });

/** Starts the page's requests while its code loads: the same queries the page reads. */
export async function prefetchVoiceOverRates({
  url,
  queryClient,
}: {
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  // A failure stays in the query cache, where the page reads it and shows its error state.
  await Promise.all([
    queryClient.query(rateAttributesQuery()).catch(() => undefined),
    queryClient.query(averageRateQuery(ratesFromUrl(url.searchParams))).catch(() => undefined),
  ]);
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A rate in whole dollars, as the page and the description show it. */
export const formatRate = (amount: number): string => dollars.format(amount);

/**
 * The page's head: one canonical page whatever the filters; the description carries the overall
 * figure once it is known (the server render waits for it), and schema.org data describes voice-over
 * recording as a service whose price range is what those bookings paid.
 */
export function ratesHead({ url, queryClient, site }: HeadArgs): ScreenHead {
  const filters = ratesFromUrl(url.searchParams);
  const rate = queryClient.getQueryData<GetProviderAverageRateQueryResult>(
    averageRateQuery(filters).queryKey,
  )?.data;
  const figure =
    rate !== undefined && rate.projects_count > 0
      ? ` Clients paid ${formatRate(rate.average)} on average over ${String(rate.projects_count)} bookings in the last 12 months.`
      : '';
  return {
    title: branded('Voice-over rates: what voice actors charge', site),
    description: `What clients pay voice actors, by language, voice and audience size, from real bookings.${figure}`,
    canonicalPath: RATES_PATH,
    ...(rate !== undefined && rate.projects_count > 0
      ? {
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'Service',
            serviceType: 'Voice-over recording',
            provider: { '@type': 'Organization', name: site.name, url: url.origin },
            offers: {
              '@type': 'AggregateOffer',
              priceCurrency: rate.currency,
              offerCount: rate.projects_count,
              // schema.org's AggregateOffer has no average: the range brackets it, the description names it.
              lowPrice: rate.minimum ?? rate.average,
              highPrice: rate.maximum ?? rate.average,
            },
          },
        }
      : {}),
  };
}
