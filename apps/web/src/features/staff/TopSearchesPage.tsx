import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TopSearch } from '@vo/sdk';
import {
  clearSearchKeywords,
  getListTopSearchesQueryKey,
  getListTopSearchesQueryOptions,
} from '@vo/sdk/hooks';
import { Button, Dialog, EmptyState, Heading, Inline, Select, Skeleton, Stack, Text } from '@vo/ui';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import { LOCAL_ERRORS, refusalOf } from './staffQuery';

/** Keywords on one page of the list. */
export const TOP_SEARCHES_PAGE_SIZE = 20;

const WINDOWS = [
  { value: '', label: 'Since keywords were last cleared' },
  { value: '7', label: 'The last 7 days' },
  { value: '30', label: 'The last 30 days' },
] as const;

/** The first day of a window of `days` days ending today (UTC), as the contract's date. */
const sinceDate = (days: number, now = new Date()) =>
  new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/**
 * `/top-searches` (spec section 2's top searches page; section 6: admins clear top search keywords):
 * the keywords searched most, most searched first, since they were last cleared or over the last days;
 * an admin clears one keyword, or all of them after a confirmation.
 */
export function TopSearchesPage() {
  const [search, setSearch] = useSearchParams();
  const days = WINDOWS.find((w) => w.value !== '' && w.value === search.get('days'))?.value ?? '';
  const { page, goToPage } = usePageParam();
  const params = {
    ...(days === '' ? {} : { since: sinceDate(Number(days)) }),
    page,
    size: TOP_SEARCHES_PAGE_SIZE,
  };
  const query = useQuery({ ...getListTopSearchesQueryOptions(params), meta: LOCAL_ERRORS });
  const [done, setDone] = useState<string | null>(null);
  const [clearAll, setClearAll] = useState(false);
  return (
    <Stack gap="lg">
      <Heading level={1}>Top searches</Heading>
      <Inline gap="md" align="end">
        <Select
          label="Counted over"
          options={WINDOWS}
          value={days}
          onValueChange={({ value }) => {
            setSearch(value === '' ? {} : { days: value });
          }}
        />
        <Button
          variant="danger"
          onClick={() => {
            setClearAll(true);
          }}
        >
          Clear all keywords
        </Button>
      </Inline>
      {done === null ? null : <Text role="status">{done}</Text>}
      <QueryState
        query={query}
        loading={<Skeleton shape="text" lines={6} aria-label="Loading the top searches" />}
        failed={{ title: 'The top searches could not be loaded', headingLevel: 2 }}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <EmptyState
            icon="search"
            headingLevel={2}
            title="No searches yet"
            message="Each text people search for is counted here, from the search page and the search box."
          />
        }
      >
        {({ data, headers }) => (
          <Stack gap="md">
            <ol aria-label="Top searches">
              {data.map((row) => (
                <li key={row.keyword}>
                  <KeywordRow row={row} onCleared={setDone} />
                </li>
              ))}
            </ol>
            <ListPager paging={pagingOf(headers, data.length)} page={page} onPage={goToPage} />
          </Stack>
        )}
      </QueryState>
      {clearAll ? (
        <ClearAllDialog
          onClose={() => {
            setClearAll(false);
          }}
          onCleared={() => {
            setClearAll(false);
            setDone('Every keyword was cleared: the counts start again from zero.');
          }}
        />
      ) : null}
    </Stack>
  );
}

function KeywordRow({ row, onCleared }: { row: TopSearch; onCleared: (message: string) => void }) {
  const queryClient = useQueryClient();
  const nameId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const clear = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: () => clearSearchKeywords({ keywords: [row.keyword] }),
    onSuccess: async () => {
      onCleared(`“${row.keyword}” was cleared from the top searches.`);
      await queryClient.invalidateQueries({ queryKey: getListTopSearchesQueryKey() });
    },
    onError: (error) => {
      setRefusal(refusalOf(error));
    },
  });
  return (
    <Stack as="article" gap="xs" aria-labelledby={nameId}>
      <Inline gap="sm">
        <Heading level={2} id={nameId}>
          {row.keyword}
        </Heading>
        <Text>{row.count === 1 ? '1 search' : `${String(row.count)} searches`}</Text>
        {row.last_searched_at === undefined ? null : (
          <Text size="sm" tone="muted">{`last ${timeOf(row.last_searched_at)}`}</Text>
        )}
        <Button
          size="small"
          variant="secondary"
          aria-label={`Clear ${row.keyword}`}
          loading={clear.isPending}
          onClick={() => {
            clear.mutate();
          }}
        >
          Clear
        </Button>
      </Inline>
      {refusal === null ? null : (
        <Text role="alert" tone="danger">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}

function ClearAllDialog({ onClose, onCleared }: { onClose: () => void; onCleared: () => void }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const clear = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: () => clearSearchKeywords({ all: true }),
    onSuccess: async () => {
      onCleared();
      await queryClient.invalidateQueries({ queryKey: getListTopSearchesQueryKey() });
    },
    onError: (error) => {
      setRefusal(refusalOf(error));
    },
  });
  return (
    <Dialog
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title="Clear every keyword?"
      description="Every search counted so far is removed; the top searches start again from zero."
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep them
          </Button>
          <Button
            variant="danger"
            loading={clear.isPending}
            onClick={() => {
              clear.mutate();
            }}
          >
            Clear all keywords
          </Button>
        </>
      }
    >
      {refusal === null ? null : (
        <Text role="alert" tone="danger">
          {refusal}
        </Text>
      )}
    </Dialog>
  );
}
