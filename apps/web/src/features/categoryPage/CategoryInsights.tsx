import { useQuery } from '@tanstack/react-query';
import type { CategoryPageInsights } from '@vo/sdk';
import { Heading, Skeleton, Stack, StatCard, Text } from '@vo/ui';
import { QueryState } from '../../lib/queryState';
import * as styles from './CategoryPage.css';
import { categoryInsightsQuery } from './categoryQuery';
import { sectionFailed } from './sectionFailed';

const numbers = new Intl.NumberFormat('en');
const dollars = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The market figures, as facts (Original, b, c) or as stat cards (d). */
export function CategoryInsights({ slug, prominent }: { slug: string; prominent: boolean }) {
  const insights = useQuery({ ...categoryInsightsQuery(slug), retryOnMount: false });
  return (
    <Stack as="section" gap="md" aria-labelledby="category-insights">
      <Heading level={2} id="category-insights">
        The market at a glance
      </Heading>
      <QueryState query={insights} loading={<Skeleton lines={2} />} failed={sectionFailed('The figures')}>
        {({ data }) => <Figures insights={data} prominent={prominent} />}
      </QueryState>
    </Stack>
  );
}

function figuresOf(insights: CategoryPageInsights): { label: string; value: string; description?: string }[] {
  const figures: { label: string; value: string; description?: string }[] = [
    { label: 'Voice actors', value: numbers.format(insights.providers_count) },
    { label: 'Samples to listen to', value: numbers.format(insights.samples_count) },
    {
      label: 'Average rating',
      // Section 5: the average shows only from 5 reviews.
      value: insights.average_rating != null ? `${insights.average_rating.toFixed(1)} / 5` : 'Not rated yet',
      description: `${numbers.format(insights.reviews_count)} reviews`,
    },
    {
      label: 'Projects in the last 12 months',
      value: numbers.format(insights.projects_count),
      ...(insights.average_budget != null
        ? { description: `Average budget ${dollars.format(insights.average_budget)}` }
        : {}),
    },
  ];
  return figures;
}

function Figures({ insights, prominent }: { insights: CategoryPageInsights; prominent: boolean }) {
  const figures = figuresOf(insights);
  const languages = (insights.top_languages ?? []).map((l) => l.name).join(', ');
  return (
    <Stack gap="md">
      {prominent ? (
        <ul className={styles.statCards} aria-label="Figures">
          {figures.map((figure) => (
            <li key={figure.label}>
              <StatCard label={figure.label} value={figure.value} description={figure.description} />
            </li>
          ))}
        </ul>
      ) : (
        <dl className={styles.facts}>
          {figures.map((figure) => (
            <div key={figure.label} className={styles.fact}>
              <dt className={styles.factLabel}>
                {figure.description !== undefined ? `${figure.label} (${figure.description})` : figure.label}
              </dt>
              <dd className={styles.factValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {languages !== '' && <Text tone="muted">{`Most offered languages: ${languages}.`}</Text>}
    </Stack>
  );
}
