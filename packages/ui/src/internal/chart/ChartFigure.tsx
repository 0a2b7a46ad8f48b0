import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import * as styles from './Chart.css';
import {
  bandAt,
  bandCenter,
  chartHeight,
  labelEvery,
  niceTicks,
  plotArea,
  yOf,
  type PlotArea,
} from './scale';
import { cx } from '../cx';

/** One value of a chart, with the words that read it. */
export interface ChartDatum {
  /** Stable key. */
  key: string;
  /** The short label under the axis ("Oct"). */
  axisLabel: string;
  /** The full label in the table and tooltip ("Oct 2026"). */
  label: string;
  value: number;
  /** The value as read ("$600"). */
  valueText: string;
  /** A further fact in the tooltip and table ("3 bookings"). */
  detail?: string;
}

/** What the marks are drawn with. */
export interface ChartGeometry {
  width: number;
  height: number;
  area: PlotArea;
  /** The axis's top value. */
  top: number;
  /** The x pixel of the i-th value's centre. */
  x: (index: number) => number;
  /** The y pixel of a value. */
  y: (value: number) => number;
  /** The width each value gets. */
  band: number;
  /** The value under the pointer or keyboard cursor. */
  active: number | undefined;
}

export interface ChartFigureProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The chart's title, which also names the figure and the data table. */
  title: ReactNode;
  /** A line under the title. @default undefined */
  description?: ReactNode;
  /** The text alternative of the drawing: what a glance at it tells. */
  summary: string;
  /** The values, in axis order. */
  data: readonly ChartDatum[];
  /** The data table's column headers. */
  columns: { label: string; value: string; detail?: string };
  /** How the value axis prints a tick. */
  formatTick: (value: number) => string;
  /** Shown instead of the drawing when there is no data. */
  emptyText: string;
  /** Told to keyboard users when the drawing takes focus. */
  keyboardHint: string;
  /** Draws the marks. */
  children: (geometry: ChartGeometry) => ReactNode;
}

/** Near an edge the tooltip hangs inwards, so it never runs out of the chart. */
function tooltipAlign(x: number, width: number): 'start' | 'center' | 'end' {
  const room = 96;
  if (x < room) return 'start';
  if (x > width - room) return 'end';
  return 'center';
}

/**
 * The frame the SVG charts share: a figure named by its caption, the drawing as role="img" with a
 * summary, a visually hidden data table with every value, a tooltip that follows the pointer or the
 * arrow keys (Home and End jump, Escape hides), announced through a polite live region.
 */
export const ChartFigure = forwardRef<HTMLElement, ChartFigureProps>(function ChartFigure(
  {
    title,
    description,
    summary,
    data,
    columns,
    formatTick,
    emptyText,
    keyboardHint,
    children,
    className,
    ...rest
  },
  ref,
) {
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const plotRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [active, setActive] = useState<number | undefined>(undefined);
  const [focused, setFocused] = useState(false);

  // The drawing is laid out in real pixels, so its text stays at the theme's size at any width.
  useLayoutEffect(() => {
    const node = plotRef.current;
    if (!node) return undefined;
    const measure = () => {
      const next = Math.floor(node.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, []);

  const area = plotArea(width);
  const ticks = niceTicks(Math.max(0, ...data.map((datum) => datum.value)));
  const top = ticks[ticks.length - 1] ?? 1;
  const count = data.length;
  const geometry: ChartGeometry = {
    width,
    height: chartHeight,
    area,
    top,
    x: (index) => bandCenter(index, count, area),
    y: (value) => yOf(value, top, area),
    band: count > 0 ? area.width / count : area.width,
    active,
  };
  const every = labelEvery(count, area.width);
  const current = active === undefined ? undefined : data[active];
  const read = (datum: ChartDatum) =>
    `${datum.label}: ${datum.valueText}${datum.detail ? `, ${datum.detail}` : ''}`;

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = count - 1;
    const from = active ?? last;
    const moves: Record<string, number | undefined> = {
      ArrowRight: Math.min(last, from + 1),
      ArrowUp: Math.min(last, from + 1),
      ArrowLeft: Math.max(0, from - 1),
      ArrowDown: Math.max(0, from - 1),
      Home: 0,
      End: last,
      Escape: undefined,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    setActive(moves[event.key]);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(bandAt(event.clientX - box.left, count, area));
  };

  return (
    <figure
      ref={ref}
      aria-labelledby={titleId}
      className={cx(styles.figure, className)}
      data-state={count === 0 ? 'empty' : 'ready'}
      {...rest}
    >
      <figcaption className={styles.caption}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </figcaption>
      {count === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div ref={plotRef} className={styles.plot}>
          <svg
            role="img"
            aria-label={summary}
            aria-describedby={hintId}
            tabIndex={0}
            className={styles.svg}
            width={width}
            height={chartHeight}
            viewBox={`0 0 ${width} ${chartHeight}`}
            onKeyDown={onKeyDown}
            onFocus={() => {
              setFocused(true);
              setActive((index) => index ?? count - 1);
            }}
            onBlur={() => {
              setFocused(false);
              setActive(undefined);
            }}
            onPointerMove={onPointerMove}
            onPointerLeave={() => {
              if (!focused) setActive(undefined);
            }}
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  className={styles.grid}
                  x1={area.left}
                  x2={area.left + area.width}
                  y1={geometry.y(tick)}
                  y2={geometry.y(tick)}
                />
                <text
                  className={styles.axisLabel}
                  x={area.left - 8}
                  y={geometry.y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {children(geometry)}
            {data.map((datum, index) =>
              index % every === (count - 1) % every ? (
                <text
                  key={datum.key}
                  className={styles.axisLabel}
                  x={geometry.x(index)}
                  y={area.top + area.height + 18}
                  textAnchor="middle"
                >
                  {datum.axisLabel}
                </text>
              ) : null,
            )}
          </svg>
          {current && active !== undefined ? (
            <div
              aria-hidden="true"
              className={styles.tooltip}
              data-align={tooltipAlign(geometry.x(active), width)}
              style={assignInlineVars({
                [styles.tooltipX]: `${geometry.x(active)}px`,
                [styles.tooltipY]: `${geometry.y(current.value)}px`,
              })}
            >
              {current.label}: <span className={styles.tooltipValue}>{current.valueText}</span>
              {current.detail ? `, ${current.detail}` : null}
            </div>
          ) : null}
          <p id={hintId} className={styles.visuallyHidden}>
            {keyboardHint}
          </p>
          <p role="status" className={styles.visuallyHidden}>
            {focused && current ? read(current) : ''}
          </p>
        </div>
      )}
      <table className={styles.visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.label}</th>
            <th scope="col">{columns.value}</th>
            {columns.detail ? <th scope="col">{columns.detail}</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.key}>
              <th scope="row">{datum.label}</th>
              <td>{datum.valueText}</td>
              {columns.detail ? <td>{datum.detail}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
});
