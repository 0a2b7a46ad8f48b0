import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { Heading, type HeadingLevel } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { Pagination } from '../../components/Pagination';
import { useControllableState } from '../../internal/useControllableState';
import {
  SampleItem,
  SamplePlaylist,
  defaultSamplePlaylistLabels,
  type SamplePlaylistLabels,
} from './SamplePlaylist';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './SamplePlaylist.css';
import type { Demo, PlaylistSample } from './types';
import { useSortableList } from './useSortableList';
import { cx } from '../../internal/cx';

/** Who looks at the demos: a visitor of the public profile, or the voice actor on their own. */
export const demoListViews = ['public', 'provider'] as const;
export type DemoListView = (typeof demoListViews)[number];

/** Spec section 9: demos page size default 4 (provider) and 6 (public). */
export const demoPageSizes: Record<DemoListView, number> = { public: 6, provider: 4 };

export interface DemoListLabels extends SamplePlaylistLabels {
  heading: string;
  /** The heading of the samples in no demo (e.g. left by a deleted playlist). */
  unassigned: (view: DemoListView) => string;
  noDemos: string;
}

export const defaultDemoListLabels: DemoListLabels = {
  ...defaultSamplePlaylistLabels,
  heading: 'Demos',
  unassigned: (view) => (view === 'provider' ? 'Unassigned samples' : 'More samples'),
  noDemos: 'No demos yet.',
};

export interface DemoListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The demos (playlists) in their display order. */
  demos: readonly Demo[];
  /** All of the voice actor's samples; those in no shown demo are listed as unassigned. @default [] */
  samples?: readonly PlaylistSample[];
  /** Public profile or the voice actor's own (which reorders and deletes); sets the page size. @default 'public' */
  view?: DemoListView;
  /** The page shown, 1-based (controlled). @default undefined */
  page?: number;
  /** The first page shown (uncontrolled). @default 1 */
  defaultPage?: number;
  /** Called with the page the user asks for. @default undefined */
  onPageChange?: (change: { page: number }) => void;
  /** The level of the list's heading; playlists take the next level. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Called after a demo moved (PATCH providers/{id}/reorder_demos with 0-based from and to). @default undefined */
  onReorderDemos?: (change: { demoId: number; from: number; to: number; demoIds: number[] }) => void;
  /** Called after samples moved inside a demo (POST demos/{id}/sort_samples). @default undefined */
  onSortSamples?: (change: { demoId: number; sampleIds: number[] }) => void;
  /** Called when the voice actor confirms deleting a playlist; its samples become unassigned. @default undefined */
  onDeleteDemo?: (change: { demoId: number }) => void;
  /** Called when a sample has really started playing (POST samples/listen). @default undefined */
  onSampleListened?: (event: { sampleId: number }) => void;
  /** The texts. @default defaultDemoListLabels */
  labels?: Partial<DemoListLabels>;
}

/**
 * A voice actor's demos, paged (6 public, 4 in their own view), each a playlist of playable
 * samples, and the samples in no demo. In the provider view demos and samples are reordered by drag
 * or keyboard, and deleting a playlist moves its samples to the unassigned list.
 */
export const DemoList = forwardRef<HTMLElement, DemoListProps>(function DemoList(
  {
    demos: demosProp,
    samples: samplesProp = [],
    view = 'public',
    page: pageProp,
    defaultPage = 1,
    onPageChange,
    headingLevel = 2,
    onReorderDemos,
    onSortSamples,
    onDeleteDemo,
    onSampleListened,
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultDemoListLabels, ...labelsProp };
  const editable = view === 'provider';
  const headingId = useId();
  // The list is kept here so that moves and deletions show at once; new demos from the caller reset it.
  const [demos, setDemos] = useState(demosProp);
  const [given, setGiven] = useState(demosProp);
  if (given !== demosProp) {
    setGiven(demosProp);
    setDemos(demosProp);
  }
  const [pageChosen, setPage] = useControllableState(
    pageProp,
    defaultPage,
    onPageChange
      ? (page: number) => {
          onPageChange({ page });
        }
      : undefined,
  );
  const pageSize = demoPageSizes[view];
  const totalPages = Math.max(1, Math.ceil(demos.length / pageSize));
  const page = Math.min(Math.max(1, pageChosen), totalPages);
  const offset = (page - 1) * pageSize;
  const shown = demos.slice(offset, offset + pageSize);

  // Samples of every demo ever given count too: a deleted playlist's samples stay listed.
  const inDemos = new Set(demos.flatMap((demo) => demo.samples.map((sample) => sample.id)));
  const pool = new Map<number, PlaylistSample>();
  for (const sample of [...samplesProp, ...demosProp.flatMap((demo) => demo.samples)]) {
    if (!pool.has(sample.id)) pool.set(sample.id, sample);
  }
  const unassigned = [...pool.values()].filter((sample) => !inDemos.has(sample.id));

  const sortable = useSortableList({
    items: shown,
    getId: (demo) => String(demo.id),
    getName: (demo) => demo.name,
    labels,
    disabled: !editable,
    offset,
    total: demos.length,
    onMove: ({ from, to, ids }) => {
      const byId = new Map(shown.map((demo) => [String(demo.id), demo]));
      const pageOrder = ids.flatMap((id) => byId.get(id) ?? []);
      const next = [...demos.slice(0, offset), ...pageOrder, ...demos.slice(offset + shown.length)];
      const moved = pageOrder[to];
      setDemos(next);
      if (moved) {
        onReorderDemos?.({
          demoId: moved.id,
          from: offset + from,
          to: offset + to,
          demoIds: next.map((demo) => demo.id),
        });
      }
    },
  });

  const childLevel = (headingLevel + 1) as HeadingLevel;

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={cx(styles.demoList, className)}
      data-view={view}
      {...rest}
    >
      <Heading level={headingLevel} size="lg" id={headingId}>
        {labels.heading}
      </Heading>
      {demos.length === 0 ? <p className={styles.note}>{labels.noDemos}</p> : null}
      {shown.length > 0 ? (
        <ol className={styles.demos} start={offset + 1}>
          {sortable.ordered.map((demo) => (
            <li key={demo.id} className={styles.demo} {...sortable.rowProps(demo)}>
              <SamplePlaylist
                demo={demo}
                editable={editable}
                headingLevel={childLevel}
                labels={labels}
                onSortSamples={onSortSamples}
                onSampleListened={onSampleListened}
                onDelete={
                  editable
                    ? ({ demoId }) => {
                        setDemos((current) => current.filter((other) => other.id !== demoId));
                        onDeleteDemo?.({ demoId });
                      }
                    : undefined
                }
                leading={
                  editable ? (
                    <button type="button" className={styles.handle} {...sortable.handleProps(demo)}>
                      <Icon name="grip" />
                    </button>
                  ) : null
                }
              />
            </li>
          ))}
        </ol>
      ) : null}
      {editable ? (
        <>
          <p id={sortable.instructionsId} className={visuallyHidden}>
            {labels.instructions}
          </p>
          <div role="status" aria-live="polite" className={visuallyHidden}>
            {sortable.announcement}
          </div>
        </>
      ) : null}
      {totalPages > 1 ? (
        <Pagination
          aria-label={`${labels.heading} pages`}
          currentPage={page}
          totalPages={totalPages}
          onPageChange={({ page: next }) => {
            setPage(next);
          }}
        />
      ) : null}
      {unassigned.length > 0 ? (
        <section aria-labelledby={`${headingId}-unassigned`} className={styles.root}>
          <Heading level={childLevel} size="md" id={`${headingId}-unassigned`}>
            {labels.unassigned(view)}
          </Heading>
          <ul className={styles.list}>
            {unassigned.map((sample) => (
              <li key={sample.id} className={styles.row}>
                <div className={styles.item}>
                  <SampleItem
                    sample={sample}
                    notPlayable={labels.notPlayable}
                    onListened={onSampleListened}
                  />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
});
