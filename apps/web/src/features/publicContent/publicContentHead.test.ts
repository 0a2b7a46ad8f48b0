// What a search engine reads in the rates and jobs pages' heads once their figures are known: the
// description with the figure, and schema.org data built from the same answers the pages show.
import { QueryClient } from '@tanstack/react-query';
import type { AverageRate, OpenCastingsSummary } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { siteFor } from '../../lib/brand';
import { jobsHead, openCastingsQuery } from './jobsQuery';
import { averageRateQuery, NO_RATE_FILTERS, ratesHead } from './ratesQuery';

const site = siteFor('castvoices.example');
const url = new URL('https://castvoices.example/voice-over-rates?language=12');

/** A query client holding one answer, as the server render leaves it after the prefetch. */
function cached(queryKey: readonly unknown[], data: unknown): QueryClient {
  const client = new QueryClient();
  client.setQueryData(queryKey, { data, status: 200, headers: new Headers() });
  return client;
}

describe('the rates page head', () => {
  const rate: AverageRate = {
    currency: 'USD',
    average: 280,
    median: 250,
    minimum: 100,
    maximum: 900,
    projects_count: 42,
    language_id: 12,
    voice_age_gender_id: null,
    audience_size: null,
  };
  const filters = { ...NO_RATE_FILTERS, language: 12 };

  it('names the figure and offers the price range bookings paid, as a service of the brand', () => {
    const head = ratesHead({
      params: {},
      url,
      site,
      queryClient: cached(averageRateQuery(filters).queryKey, rate),
    });
    expect(head.description).toContain('Clients paid $280 on average over 42 bookings');
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      serviceType: 'Voice-over recording',
      provider: { '@type': 'Organization', name: 'CastVoices', url: 'https://castvoices.example' },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'USD',
        offerCount: 42,
        lowPrice: 100,
        highPrice: 900,
      },
    });
  });

  it('claims no price while no booking backs one', () => {
    const none = { ...rate, projects_count: 0, minimum: null, maximum: null };
    const head = ratesHead({
      params: {},
      url,
      site,
      queryClient: cached(averageRateQuery(filters).queryKey, none),
    });
    expect(head.jsonLd).toBeUndefined();
    expect(head.description).not.toContain('Clients paid');
  });
});

describe('the voice-over jobs page head', () => {
  const jobsUrl = new URL('https://castvoices.example/voice-over-jobs');
  const summary: OpenCastingsSummary = {
    open_castings: 14,
    posted_last_30_days: 9,
    median_budget: 300,
    languages: [
      {
        language: { id: 12, name: 'English (North American)', slug: 'english-north-american' },
        open_castings: 8,
      },
      {
        language: { id: 20, name: 'Spanish (Latin American)', slug: 'spanish-latin-american' },
        open_castings: 3,
      },
    ],
  };

  it('describes the occupation with the open castings, their median budget and the languages asked for', () => {
    const head = jobsHead({
      params: {},
      url: jobsUrl,
      site,
      queryClient: cached(openCastingsQuery().queryKey, summary),
    });
    expect(head.description).toContain('14 castings are open to auditions now.');
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Occupation',
      name: 'Voice actor',
      url: 'https://castvoices.example/voice-over-jobs',
      description:
        'Voice-over work on CastVoices: 14 castings open to auditions, 9 posted in the last 30 days.',
      estimatedSalary: {
        '@type': 'MonetaryAmountDistribution',
        name: 'Budget of an open casting',
        currency: 'USD',
        median: 300,
      },
      skills: 'English (North American), Spanish (Latin American)',
    });
  });

  it('leaves out a budget and languages when no casting is open; no data before the answer', () => {
    const quiet = { open_castings: 0, posted_last_30_days: 2, median_budget: null, languages: [] };
    const head = jobsHead({
      params: {},
      url: jobsUrl,
      site,
      queryClient: cached(openCastingsQuery().queryKey, quiet),
    });
    expect(head.jsonLd).not.toHaveProperty('estimatedSalary');
    expect(head.jsonLd).not.toHaveProperty('skills');
    expect(
      jobsHead({ params: {}, url: jobsUrl, site, queryClient: new QueryClient() }).jsonLd,
    ).toBeUndefined();
  });
});
