import { useId } from 'react';
import type { StatechartLayout } from './statechartLayout';
import styles from './MachineInspector.module.css';

export interface StatechartDiagramProps {
  /** The layout from `layoutStatechart(extractStatechart(machine))`. */
  readonly layout: StatechartLayout;
  /** The state nodes the actor is in now: drawn highlighted. */
  readonly activeIds: ReadonlySet<string>;
  /** Accessible title of the drawing. */
  readonly title: string;
  /** Read out after the title: what is active. */
  readonly description: string;
  /** Scaled down to the width of its box (never up); false: drawn at its own size. */
  readonly fit?: boolean;
}

/** The statechart as SVG: one box per state node, nested; one arrow per transition that moves. */
export function StatechartDiagram({
  layout,
  activeIds,
  title,
  description,
  fit = false,
}: StatechartDiagramProps) {
  const id = useId();
  const arrow = `${id}-arrow`;
  const arrowActive = `${id}-arrow-active`;
  return (
    <svg
      className={styles.chart}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      width={fit ? '100%' : layout.width}
      height={fit ? undefined : layout.height}
      style={fit ? { maxWidth: layout.width } : undefined}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <defs>
        <marker
          id={arrow}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className={styles.arrowHead} />
        </marker>
        <marker
          id={arrowActive}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className={styles.arrowHeadActive} />
        </marker>
      </defs>
      {layout.boxes.map((box) => {
        const active = activeIds.has(box.id) && box.depth > 0;
        return (
          <g key={box.id} data-state-id={box.id} data-active={active ? 'true' : 'false'}>
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={box.depth === 0 ? 4 : 10}
              className={active ? styles.boxActive : box.depth === 0 ? styles.boxRoot : styles.box}
            />
            {box.type === 'final' && (
              <rect
                x={box.x + 3}
                y={box.y + 3}
                width={box.width - 6}
                height={box.height - 6}
                rx={7}
                className={styles.boxInner}
              />
            )}
            <text x={box.x + 10} y={box.y + 22} className={active ? styles.titleActive : styles.title}>
              {box.type === 'history' ? `H ${box.title}` : box.title}
            </text>
            {box.lines.map((line, i) => (
              <text key={`${i}-${line}`} x={box.x + 10} y={box.y + 22 + 16 * (i + 1)} className={styles.line}>
                {line}
              </text>
            ))}
          </g>
        );
      })}
      {layout.initials.map((marker) => (
        <g key={`initial-${marker.parentId}`}>
          <circle cx={marker.cx} cy={marker.cy} r={4} className={styles.initialDot} />
          <line
            x1={marker.cx + 4}
            y1={marker.cy}
            x2={marker.toX}
            y2={marker.toY}
            className={styles.edge}
            markerEnd={`url(#${arrow})`}
          />
        </g>
      ))}
      {/* The arrows that can leave the active states go last, on top. */}
      {[...layout.edges]
        .sort((a, b) => Number(activeIds.has(a.sourceId)) - Number(activeIds.has(b.sourceId)))
        .map((edge) => {
          const live = activeIds.has(edge.sourceId);
          return (
            <g key={edge.id} data-edge={edge.id}>
              <path
                d={edge.d}
                className={live ? styles.edgeActive : edge.automatic ? styles.edgeAuto : styles.edge}
                markerEnd={`url(#${live ? arrowActive : arrow})`}
              />
            </g>
          );
        })}
      {/* Labels last, so that no arrow runs over one. */}
      {layout.edges.map((edge) => (
        <g key={`label-${edge.id}`}>
          <rect
            x={edge.labelX}
            y={edge.labelY}
            width={edge.labelWidth}
            height={edge.labelHeight}
            rx={3}
            className={activeIds.has(edge.sourceId) ? styles.labelBoxActive : styles.labelBox}
          />
          {edge.labelLines.map((line, i) => (
            <text
              key={`${i}-${line}`}
              x={edge.labelX + 4}
              y={edge.labelY + 14 + 16 * i}
              className={line.startsWith('  [') ? styles.guard : styles.label}
            >
              {line}
            </text>
          ))}
        </g>
      ))}
    </svg>
  );
}
