import { Select } from '@vo/ui';
import { FILTER_STATUSES, type ProposalFilters as Filters } from './proposalsQuery';
import * as styles from './Proposals.css';

const STATUS_NAMES: Record<(typeof FILTER_STATUSES)[number], string> = {
  posted: 'New',
  reviewed: 'Reviewed',
  revision_requested: 'Revision requested',
};

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The day `days` before today, as the address writes it (UTC, like the list's since). */
const daysAgo = (days: number, now: number): string =>
  new Date(now - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The received-since choices: a few recent spans, and the address's own day when it is another. */
function sinceOptions(since: string | null, now: number) {
  const spans = [
    { value: daysAgo(1, now), label: 'Since yesterday' },
    { value: daysAgo(7, now), label: 'In the last 7 days' },
    { value: daysAgo(30, now), label: 'In the last 30 days' },
  ];
  const own =
    since === null || spans.some((span) => span.value === since)
      ? []
      : [{ value: since, label: `Since ${day.format(new Date(`${since}T00:00:00Z`))}` }];
  return [{ value: '', label: 'Any time' }, ...own, ...spans];
}

/**
 * The proposals' filters, kept in the address: status, received since, and for the owners the liked
 * ones or the trash. Each change starts the list from its first page.
 */
export function ProposalFilters({
  filters,
  owning,
  onChange,
}: {
  filters: Filters;
  /** The owners choose between all, liked and the trash. */
  owning: boolean;
  onChange: (filters: Filters) => void;
}) {
  const show = filters.trash ? 'trash' : filters.liked ? 'liked' : 'all';
  return (
    <div className={styles.filters} role="group" aria-label="Filter the proposals">
      {owning ? (
        <Select
          className={styles.filter}
          label="Show"
          value={show}
          options={[
            { value: 'all', label: 'All proposals' },
            { value: 'liked', label: 'Liked' },
            { value: 'trash', label: 'Trash' },
          ]}
          onValueChange={({ value }) => {
            onChange({ ...filters, liked: value === 'liked', trash: value === 'trash' });
          }}
        />
      ) : null}
      <Select
        className={styles.filter}
        label="Status"
        value={filters.status ?? ''}
        options={[
          { value: '', label: 'Any status' },
          ...FILTER_STATUSES.map((status) => ({ value: status, label: STATUS_NAMES[status] })),
        ]}
        onValueChange={({ value }) => {
          onChange({ ...filters, status: FILTER_STATUSES.find((status) => status === value) ?? null });
        }}
      />
      <Select
        className={styles.filter}
        label="Received"
        value={filters.since ?? ''}
        options={sinceOptions(filters.since, Date.now())}
        onValueChange={({ value }) => {
          onChange({ ...filters, since: value === '' ? null : value });
        }}
      />
    </div>
  );
}
