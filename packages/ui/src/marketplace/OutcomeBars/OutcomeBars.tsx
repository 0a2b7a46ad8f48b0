import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { formatNumber } from '../../internal/format';
import * as styles from './OutcomeBars.css';
import { cx } from '../../internal/cx';

/** How a bar is coloured: the main measure, a good outcome, or one that went nowhere. */
export const outcomeBarTones = ['accent', 'success', 'muted'] as const;
export type OutcomeBarTone = (typeof outcomeBarTones)[number];

/** One counted outcome ("Proposals sent: 8"). */
export interface OutcomeBar {
  key: string;
  label: string;
  value: number;
  /** The value as read; a count by default. @default formatted number */
  valueText?: string;
  /** @default 'accent' */
  tone?: OutcomeBarTone;
}

/** The chart's texts. */
export interface OutcomeBarsLabels {
  measure: string;
  count: string;
  showTable: string;
  hideTable: string;
  empty: string;
}

export const defaultOutcomeBarsLabels: OutcomeBarsLabels = {
  measure: 'Outcome',
  count: 'Count',
  showTable: 'Show as a table',
  hideTable: 'Hide the table',
  empty: 'Nothing to show yet.',
};

export interface OutcomeBarsProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The title; names the figure and the table. */
  title: ReactNode;
  /** A line under the title. @default undefined */
  description?: ReactNode;
  /** The outcomes, in reading order (a funnel reads top down). */
  bars: readonly OutcomeBar[];
  /** Shows the table instead of the drawing at first. @default false */
  defaultShowTable?: boolean;
  /** BCP 47 locale. @default 'en-US' */
  locale?: string;
  /** Texts. @default defaultOutcomeBarsLabels */
  labels?: Partial<OutcomeBarsLabels>;
}

const ROW = 36;
const LABEL_WIDTH = 46; // percent of the width the labels take
const VALUE_WIDTH = 12; // percent left for the value after the longest bar

/**
 * Horizontal bars of counted outcomes (invitations, proposals, shortlisted, bookings), drawn in SVG
 * with each bar labelled in words, and a button that swaps the drawing for a table of the same
 * values: the drawing is an image named by its values for screen readers, the table is for anyone.
 */
export const OutcomeBars = forwardRef<HTMLElement, OutcomeBarsProps>(function OutcomeBars(
  {
    title,
    description,
    bars,
    defaultShowTable = false,
    locale = 'en-US',
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultOutcomeBarsLabels, ...labelsProp };
  const id = useId();
  const titleId = `${id}-title`;
  const [showTable, setShowTable] = useState(defaultShowTable);
  const read = (bar: OutcomeBar) => bar.valueText ?? formatNumber(bar.value, { locale });
  const top = Math.max(0, ...bars.map((bar) => bar.value));
  const summary = bars.map((bar) => `${bar.label}: ${read(bar)}`).join(', ');
  const barSpace = 100 - LABEL_WIDTH - VALUE_WIDTH;
  return (
    <figure ref={ref} aria-labelledby={titleId} className={cx(styles.figure, className)} {...rest}>
      <figcaption>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        {description ? <p className={styles.description}>{description}</p> : null}
      </figcaption>
      {bars.length === 0 ? (
        <p className={styles.description}>{labels.empty}</p>
      ) : showTable ? (
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {labels.measure}
              </th>
              <th scope="col" className={styles.cell} data-numeric="">
                {labels.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row" className={styles.cell}>
                  {bar.label}
                </th>
                <td className={styles.cell} data-numeric="">
                  {read(bar)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <svg role="img" aria-label={summary} className={styles.svg} height={bars.length * ROW} width="100%">
          {bars.map((bar, index) => {
            const length = top === 0 ? 0 : (bar.value / top) * barSpace;
            const y = index * ROW;
            return (
              <g key={bar.key}>
                <text className={styles.label} x="0" y={y + ROW / 2} dominantBaseline="middle">
                  {bar.label}
                </text>
                <rect
                  className={styles.track}
                  x={`${LABEL_WIDTH}%`}
                  y={y + 8}
                  width={`${barSpace}%`}
                  height={ROW - 16}
                  rx={3}
                />
                <rect
                  className={styles.bar}
                  data-tone={bar.tone ?? 'accent'}
                  x={`${LABEL_WIDTH}%`}
                  y={y + 8}
                  width={`${length}%`}
                  height={ROW - 16}
                  rx={3}
                />
                <text
                  className={styles.value}
                  x={`${LABEL_WIDTH + barSpace + 2}%`}
                  y={y + ROW / 2}
                  dominantBaseline="middle"
                >
                  {read(bar)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
      {bars.length > 0 ? (
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={showTable}
          onClick={() => {
            setShowTable((shown) => !shown);
          }}
        >
          {showTable ? labels.hideTable : labels.showTable}
        </button>
      ) : null}
    </figure>
  );
});
