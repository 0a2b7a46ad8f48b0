import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { AudioPlayer } from '../AudioPlayer';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Heading, type HeadingLevel } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './SamplePlaylist.css';
import type { Demo, PlaylistSample } from './types';
import { defaultSortableLabels, useSortableList, type SortableLabels } from './useSortableList';
import { cx } from '../../internal/cx';

/** The texts of a playlist. */
export interface SamplePlaylistLabels extends SortableLabels {
  /** The count under the name. */
  count: (count: number) => string;
  empty: string;
  /** Shown instead of a player for a file not yet checked as playable. */
  notPlayable: string;
  deletePlaylist: (name: string) => string;
  confirmTitle: (name: string) => string;
  confirmDescription: string;
  confirm: string;
  cancel: string;
}

// The confirmation says what the spec rules: deleting a playlist leaves its samples unassigned.
export const defaultSamplePlaylistLabels: SamplePlaylistLabels = {
  ...defaultSortableLabels,
  count: (count) => `${count} ${count === 1 ? 'sample' : 'samples'}`,
  empty: 'No samples in this playlist yet.',
  notPlayable: 'This file is being checked and cannot be played yet.',
  deletePlaylist: (name) => `Delete playlist ${name}`,
  confirmTitle: (name) => `Delete playlist ${name}?`,
  confirmDescription: 'Its samples stay on your profile as unassigned samples.',
  confirm: 'Delete playlist',
  cancel: 'Cancel',
};

/** One sample: its player, or a note while the file is not playable. */
export function SampleItem({
  sample,
  notPlayable,
  onListened,
}: {
  sample: PlaylistSample;
  notPlayable: string;
  onListened?: (event: { sampleId: number }) => void;
}) {
  if (!sample.is_valid) {
    return (
      <div className={styles.pending}>
        <p className={styles.sampleName}>{sample.name}</p>
        <p className={styles.note}>{notPlayable}</p>
      </div>
    );
  }
  return (
    <AudioPlayer
      src={sample.file}
      title={sample.name}
      peaks={sample.peaks}
      duration={sample.duration ?? undefined}
      streamOnly
      onListened={() => onListened?.({ sampleId: sample.id })}
    />
  );
}

export interface SamplePlaylistProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The demo (playlist): its name and samples in order. */
  demo: Demo;
  /** The owner's view: samples can be reordered and the playlist deleted. @default false */
  editable?: boolean;
  /** The level of the playlist's name heading. @default 3 */
  headingLevel?: HeadingLevel;
  /** Something before the name, e.g. the handle that moves the whole playlist. @default undefined */
  leading?: ReactNode;
  /** Called with the samples' new order after a move (POST demos/{id}/sort_samples). @default undefined */
  onSortSamples?: (change: { demoId: number; sampleIds: number[] }) => void;
  /** Called when the owner confirms deleting the playlist; offered only with this. @default undefined */
  onDelete?: (change: { demoId: number }) => void;
  /** Called when a sample has really started playing (POST samples/listen). @default undefined */
  onSampleListened?: (event: { sampleId: number }) => void;
  /** The texts. @default defaultSamplePlaylistLabels */
  labels?: Partial<SamplePlaylistLabels>;
}

/**
 * A demo (playlist) of samples, each playable in place. In the owner's view the samples are
 * reordered by drag (mouse, touch) or keyboard, and the playlist can be deleted after confirmation.
 */
export const SamplePlaylist = forwardRef<HTMLElement, SamplePlaylistProps>(function SamplePlaylist(
  {
    demo,
    editable = false,
    headingLevel = 3,
    leading,
    onSortSamples,
    onDelete,
    onSampleListened,
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultSamplePlaylistLabels, ...labelsProp };
  const headingId = useId();
  // The order is kept here so that a move shows at once; a new demo from the caller resets it.
  const [samples, setSamples] = useState(demo.samples);
  const [given, setGiven] = useState(demo.samples);
  if (given !== demo.samples) {
    setGiven(demo.samples);
    setSamples(demo.samples);
  }
  const [confirming, setConfirming] = useState(false);
  const sortable = useSortableList({
    items: samples,
    getId: (sample) => String(sample.id),
    getName: (sample) => sample.name,
    labels,
    disabled: !editable,
    onMove: ({ ids }) => {
      const byId = new Map(samples.map((sample) => [String(sample.id), sample]));
      const next = ids.flatMap((id) => byId.get(id) ?? []);
      setSamples(next);
      onSortSamples?.({ demoId: demo.id, sampleIds: next.map((sample) => sample.id) });
    },
  });

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={cx(styles.root, className)}
      data-state={editable ? 'editable' : 'static'}
      {...rest}
    >
      <div className={styles.header}>
        {leading}
        <div className={styles.titles}>
          <Heading level={headingLevel} size="md" id={headingId}>
            {demo.name}
          </Heading>
          <p className={styles.count}>{labels.count(samples.length)}</p>
        </div>
        {editable && onDelete ? (
          <IconButton
            icon="trash"
            label={labels.deletePlaylist(demo.name)}
            onClick={() => {
              setConfirming(true);
            }}
          />
        ) : null}
      </div>
      {samples.length === 0 ? (
        <p className={styles.note}>{labels.empty}</p>
      ) : (
        <ol className={styles.list}>
          {sortable.ordered.map((sample) => (
            <li key={sample.id} className={styles.row} {...sortable.rowProps(sample)}>
              {editable ? (
                <button type="button" className={styles.handle} {...sortable.handleProps(sample)}>
                  <Icon name="grip" />
                </button>
              ) : null}
              <div className={styles.item}>
                <SampleItem sample={sample} notPlayable={labels.notPlayable} onListened={onSampleListened} />
              </div>
            </li>
          ))}
        </ol>
      )}
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
      {onDelete ? (
        <Dialog
          open={confirming}
          onOpenChange={({ open }) => {
            setConfirming(open);
          }}
          title={labels.confirmTitle(demo.name)}
          description={labels.confirmDescription}
          actions={
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setConfirming(false);
                }}
              >
                {labels.cancel}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirming(false);
                  onDelete({ demoId: demo.id });
                }}
              >
                {labels.confirm}
              </Button>
            </>
          }
        />
      ) : null}
    </section>
  );
});
