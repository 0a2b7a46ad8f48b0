import type { QueryClient } from '@tanstack/react-query';
import { getGetOpenCastingsSummaryQueryOptions, type GetOpenCastingsSummaryQueryResult } from '@vo/sdk/hooks';
import { branded, type HeadArgs, type ScreenHead } from '../../lib/head';
import { averageRateQuery, NO_RATE_FILTERS } from './ratesQuery';

export const JOBS_PATH = '/voice-over-jobs';

/** GET /projects/open_summary: the castings open to auditions now. */
export const openCastingsQuery = () => getGetOpenCastingsSummaryQueryOptions();

/** What bookings paid overall (the rates page's unfiltered figure). */
export const jobsRateQuery = () => averageRateQuery(NO_RATE_FILTERS);

/** Starts the page's requests while its code loads: the same queries the page reads. */
export async function prefetchVoiceOverJobs({ queryClient }: { queryClient: QueryClient }): Promise<void> {
  // A failure stays in the query cache, where the page reads it and shows its error state.
  await Promise.all([
    queryClient.query(openCastingsQuery()).catch(() => undefined),
    queryClient.query(jobsRateQuery()).catch(() => undefined),
  ]);
}

/**
 * The page's head: the number of open castings in the description once it is known, and schema.org
 * data for the occupation with what open castings budget (no casting is named: the page names none).
 */
export function jobsHead({ url, queryClient, site }: HeadArgs): ScreenHead {
  const summary = queryClient.getQueryData<GetOpenCastingsSummaryQueryResult>(
    openCastingsQuery().queryKey,
  )?.data;
  const open =
    summary === undefined || summary.open_castings === 0
      ? ''
      : ` ${String(summary.open_castings)} castings are open to auditions now.`;
  return {
    title: branded('Voice-over jobs: castings open to auditions', site),
    description: `Find voice-over work: clients post casting projects and voice actors send auditions.${open}`,
    canonicalPath: JOBS_PATH,
    ...(summary !== undefined
      ? {
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'Occupation',
            name: 'Voice actor',
            url: new URL(JOBS_PATH, url.origin).href,
            description: `Voice-over work on ${site.name}: ${String(summary.open_castings)} castings open to auditions, ${String(summary.posted_last_30_days)} posted in the last 30 days.`,
            ...(summary.median_budget !== null
              ? {
                  estimatedSalary: {
                    '@type': 'MonetaryAmountDistribution',
                    name: 'Budget of an open casting',
                    currency: 'USD',
                    median: summary.median_budget,
                  },
                }
              : {}),
            ...(summary.languages.length > 0
              ? { skills: summary.languages.map((entry) => entry.language.name).join(', ') }
              : {}),
          },
        }
      : {}),
  };
}
