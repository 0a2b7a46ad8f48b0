import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import * as styles from './ProgressBar.css';
import { progressFraction, type ProgressBarSize, type ProgressBarTone } from './variants';
import { cx } from '../../internal/cx';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is progressing; names the progressbar. */
  label: string;
  /** Current value; leave it out while the amount of work is unknown (indeterminate). @default undefined */
  value?: number;
  /** Value at the start. @default 0 */
  min?: number;
  /** Value at the end. @default 100 */
  max?: number;
  /** Shows the label above the bar; otherwise it only names the bar for screen readers. @default true */
  showLabel?: boolean;
  /** Shows the percentage beside the label (determinate bars only). @default true */
  showValue?: boolean;
  /** Human-readable value for screen readers, e.g. "3 of 10 files". @default undefined */
  valueText?: string;
  /** Fill colour role. @default 'accent' */
  tone?: ProgressBarTone;
  /** Bar thickness. @default 'medium' */
  size?: ProgressBarSize;
}

/** A determinate or indeterminate progress bar with role="progressbar" and a label. */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  {
    label,
    value,
    min = 0,
    max = 100,
    showLabel = true,
    showValue = true,
    valueText,
    tone = 'accent',
    size = 'medium',
    className,
    ...rest
  },
  ref,
) {
  const labelId = useId();
  const determinate = value !== undefined;
  const part = determinate ? progressFraction(value, min, max) : 0;
  const clamped = determinate ? Math.min(max, Math.max(min, value)) : undefined;
  const percent = `${Math.round(part * 100)}%`;
  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      data-state={determinate ? 'determinate' : 'indeterminate'}
      data-tone={tone}
      data-size={size}
      {...rest}
    >
      {showLabel ? (
        <div className={styles.labelRow}>
          <span id={labelId}>{label}</span>
          {determinate && showValue ? (
            <span className={styles.value} aria-hidden="true">
              {percent}
            </span>
          ) : null}
        </div>
      ) : null}
      <div
        role="progressbar"
        className={styles.track}
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={determinate ? valueText : undefined}
      >
        <div className={styles.fill} style={assignInlineVars({ [styles.fraction]: String(part) })} />
      </div>
    </div>
  );
});
