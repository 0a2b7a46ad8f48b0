import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { ChartFigure, type ChartDatum } from '../../internal/chart';
import * as chart from '../../internal/chart/Chart.css';
import { formatMoney, formatMonth } from '../../internal/format';
import { numberFormat } from '../../internal/intl';

/** Earnings of one calendar month (the API's MonthlyEarning). */
export interface MonthlyEarning {
  /** YYYY-MM. */
  month: string;
  /** Net earnings in the currency. */
  earnings: number;
  bookings_count: number;
}

/** The chart's texts. */
export interface EarningsChartLabels {
  title: string;
  month: string;
  earnings: string;
  bookingsColumn: string;
  bookings: (count: number) => string;
  empty: string;
  keyboardHint: string;
  summary: (facts: { from: string; to: string; total: string; best: string; bestMonth: string }) => string;
}

export const defaultEarningsChartLabels: EarningsChartLabels = {
  title: 'Monthly earnings',
  month: 'Month',
  earnings: 'Earnings',
  bookingsColumn: 'Bookings',
  bookings: (count) => (count === 1 ? '1 booking' : `${count} bookings`),
  empty: 'No earnings in the last 12 months yet.',
  keyboardHint: 'Use the left and right arrow keys to read each month.',
  summary: ({ from, to, total, best, bestMonth }) =>
    `Bar chart of monthly earnings from ${from} to ${to}: ${total} in all, the most in ${bestMonth} with ${best}.`,
};

export interface EarningsChartProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The months, oldest first (the API gives the last 12). */
  months: readonly MonthlyEarning[];
  /** ISO 4217 code. @default 'USD' */
  currency?: string;
  /** BCP 47 locale. @default 'en-US' */
  locale?: string;
  /** The title. @default labels.title */
  title?: ReactNode;
  /** A line under the title. @default undefined */
  description?: ReactNode;
  /** Texts. @default defaultEarningsChartLabels */
  labels?: Partial<EarningsChartLabels>;
}

/** Bar chart of a voice actor's net earnings per month, drawn in SVG, with a data table for screen readers. */
export const EarningsChart = forwardRef<HTMLElement, EarningsChartProps>(function EarningsChart(
  { months, currency = 'USD', locale = 'en-US', title, description, labels: labelsProp, ...rest },
  ref,
) {
  const labels = { ...defaultEarningsChartLabels, ...labelsProp };
  const money = (amount: number) => formatMoney(amount, { currency, locale });
  const data: ChartDatum[] = months.map((month) => ({
    key: month.month,
    axisLabel: formatMonth(month.month, { locale, style: 'short' }).split(' ')[0] ?? month.month,
    label: formatMonth(month.month, { locale }),
    value: month.earnings,
    valueText: money(month.earnings),
    detail: labels.bookings(month.bookings_count),
  }));
  const first = data[0];
  const last = data[data.length - 1];
  const best = data.reduce<ChartDatum | undefined>(
    (top, datum) => (!top || datum.value > top.value ? datum : top),
    undefined,
  );
  const total = months.reduce((sum, month) => sum + month.earnings, 0);
  const summary =
    first && last && best
      ? labels.summary({
          from: first.label,
          to: last.label,
          total: money(total),
          best: best.valueText,
          bestMonth: best.label,
        })
      : labels.empty;
  return (
    <ChartFigure
      ref={ref}
      title={title ?? labels.title}
      description={description}
      summary={summary}
      data={data}
      columns={{ label: labels.month, value: labels.earnings, detail: labels.bookingsColumn }}
      formatTick={(value) =>
        numberFormat(locale, { style: 'currency', currency, notation: 'compact' }).format(value)
      }
      emptyText={labels.empty}
      keyboardHint={labels.keyboardHint}
      {...rest}
    >
      {({ x, y, band, area, active }) =>
        data.map((datum, index) => {
          const barWidth = Math.max(2, Math.min(48, band * 0.6));
          const top = y(datum.value);
          return (
            <rect
              key={datum.key}
              className={chart.bar}
              data-state={index === active ? 'active' : 'idle'}
              x={x(index) - barWidth / 2}
              y={top}
              width={barWidth}
              height={Math.max(0, area.top + area.height - top)}
              rx={2}
            />
          );
        })
      }
    </ChartFigure>
  );
});
