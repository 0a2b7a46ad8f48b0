import { useEffect, useId, useRef, useState } from 'react';
import type { Statechart } from './statechart';
import { StatechartDiagram } from './StatechartDiagram';
import type { StatechartLayout } from './statechartLayout';
import styles from './MachineInspector.module.css';

interface ChartPanelProps {
  readonly chart: Statechart;
  readonly layout: StatechartLayout;
  /** The ids of the active state nodes. */
  readonly active: ReadonlySet<string>;
  readonly stateText: string;
}

/** The statechart drawn from the machine's definition, the active states highlighted. */
export function ChartPanel({ chart, layout, active, stateText }: ChartPanelProps) {
  const id = useId();
  const chartBox = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(true);
  // The drawing follows the active state: its innermost active box is scrolled into the chart's box.
  useEffect(() => {
    const box = chartBox.current;
    const boxes = box?.querySelectorAll<SVGGElement>('g[data-active="true"]');
    const target = boxes?.[boxes.length - 1];
    if (!box || !target) return;
    const outer = box.getBoundingClientRect();
    const inner = target.getBoundingClientRect();
    box.scrollLeft += inner.left - outer.left - Math.max(0, (outer.width - inner.width) / 2);
    box.scrollTop += inner.top - outer.top - Math.max(0, (outer.height - inner.height) / 2);
  }, [stateText, fit]);
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.h2}>
        Statechart
      </h2>
      <p className={styles.muted}>
        Drawn from the machine&apos;s definition. Highlighted: the active states and the arrows that can leave
        them. Dashed: transitions the machine takes on its own (actors, delays).
      </p>
      <p className={styles.checkboxRow}>
        <input
          id={`${id}-fit`}
          type="checkbox"
          checked={fit}
          onChange={(e) => {
            setFit(e.currentTarget.checked);
          }}
        />
        <label htmlFor={`${id}-fit`}>Fit the drawing to the box</label>
      </p>
      <div
        ref={chartBox}
        className={styles.chartScroll}
        tabIndex={0}
        role="region"
        aria-label="Statechart drawing"
      >
        <StatechartDiagram
          fit={fit}
          layout={layout}
          activeIds={active}
          title={`Statechart of ${chart.machineId}`}
          description={`${chart.nodes.length - 1} states, ${chart.edges.length} transitions. Active: ${stateText}.`}
        />
      </div>
    </section>
  );
}
