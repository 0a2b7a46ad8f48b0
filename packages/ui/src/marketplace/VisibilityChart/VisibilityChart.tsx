import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { ChartFigure, type ChartDatum } from '../../internal/chart';
import * as chart from '../../internal/chart/Chart.css';
import { formatMonth, formatNumber } from '../../internal/format';
import { numberFormat } from '../../internal/intl';

/** One month of a visibility measure. */
export interface VisibilityPoint {
  /** YYYY-MM. */
  month: string;
  value: number;
}

/** The chart's texts. */
export interface VisibilityChartLabels {
  title: string;
  month: string;
  empty: string;
  keyboardHint: string;
  summary: (facts: {
    measure: string;
    from: string;
    to: string;
    total: string;
    high: string;
    highMonth: string;
    low: string;
    lowMonth: string;
  }) => string;
}

export const defaultVisibilityChartLabels: VisibilityChartLabels = {
  title: 'Visibility over 12 months',
  month: 'Month',
  empty: 'No visibility data for the last 12 months yet.',
  keyboardHint: 'Use the left and right arrow keys to read each month.',
  summary: ({ measure, from, to, total, high, highMonth, low, lowMonth }) =>
    `Line chart of ${measure.toLocaleLowerCase()} from ${from} to ${to}: ${total} in all, highest in ${highMonth} with ${high}, lowest in ${lowMonth} with ${low}.`,
};

export interface VisibilityChartProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The months, oldest first (spec section 9: a 12-month window). */
  points: readonly VisibilityPoint[];
  /** What is counted, e.g. "Profile views"; names the value column. @default 'Profile views' */
  measure?: string;
  /** BCP 47 locale. @default 'en-US' */
  locale?: string;
  /** The title. @default labels.title */
  title?: ReactNode;
  /** A line under the title. @default undefined */
  description?: ReactNode;
  /** Texts. @default defaultVisibilityChartLabels */
  labels?: Partial<VisibilityChartLabels>;
}

/** Line and area chart of a visibility measure month by month, drawn in SVG, with a data table. */
export const VisibilityChart = forwardRef<HTMLElement, VisibilityChartProps>(function VisibilityChart(
  { points, measure = 'Profile views', locale = 'en-US', title, description, labels: labelsProp, ...rest },
  ref,
) {
  const labels = { ...defaultVisibilityChartLabels, ...labelsProp };
  const number = (value: number) => formatNumber(value, { locale });
  const data: ChartDatum[] = points.map((point) => ({
    key: point.month,
    axisLabel: formatMonth(point.month, { locale }).split(' ')[0] ?? point.month,
    label: formatMonth(point.month, { locale }),
    value: point.value,
    valueText: number(point.value),
  }));
  const first = data[0];
  const last = data[data.length - 1];
  const high = data.reduce<ChartDatum | undefined>(
    (top, datum) => (!top || datum.value > top.value ? datum : top),
    undefined,
  );
  const low = data.reduce<ChartDatum | undefined>(
    (bottom, datum) => (!bottom || datum.value < bottom.value ? datum : bottom),
    undefined,
  );
  const summary =
    first && last && high && low
      ? labels.summary({
          measure,
          from: first.label,
          to: last.label,
          total: number(points.reduce((sum, point) => sum + point.value, 0)),
          high: high.valueText,
          highMonth: high.label,
          low: low.valueText,
          lowMonth: low.label,
        })
      : labels.empty;
  return (
    <ChartFigure
      ref={ref}
      title={title ?? labels.title}
      description={description}
      summary={summary}
      data={data}
      columns={{ label: labels.month, value: measure }}
      formatTick={(value) => numberFormat(locale, { notation: 'compact' }).format(value)}
      emptyText={labels.empty}
      keyboardHint={labels.keyboardHint}
      {...rest}
    >
      {({ x, y, area, active }) => {
        const coordinates = data.map((datum, index) => `${x(index)},${y(datum.value)}`);
        const baseline = area.top + area.height;
        const firstX = x(0);
        const lastX = x(data.length - 1);
        const activeDatum = active === undefined ? undefined : data[active];
        return (
          <>
            <path
              className={chart.area}
              d={`M${firstX},${baseline}L${coordinates.join('L')}L${lastX},${baseline}Z`}
            />
            <path className={chart.line} d={`M${coordinates.join('L')}`} />
            {activeDatum && active !== undefined ? (
              <line className={chart.guide} x1={x(active)} x2={x(active)} y1={area.top} y2={baseline} />
            ) : null}
            {data.map((datum, index) => (
              <circle
                key={datum.key}
                className={chart.point}
                data-state={index === active ? 'active' : 'idle'}
                cx={x(index)}
                cy={y(datum.value)}
                r={index === active ? 6 : 4}
              />
            ))}
          </>
        );
      }}
    </ChartFigure>
  );
});
