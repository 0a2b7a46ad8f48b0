import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { TextArea } from '../../components/TextArea';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './ScriptTimer.css';
import { clampPace, countWords, estimateDuration, formatDuration, paceLimits } from './scriptTiming';
import { cx } from '../../internal/cx';

const numberFormat = new Intl.NumberFormat('en-US');

/** "1 word", "1,250 words". */
export function formatWordCount(words: number): string {
  return `${numberFormat.format(words)} ${words === 1 ? 'word' : 'words'}`;
}

export interface ScriptTimerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> {
  /** The script field's label. @default 'Script' */
  label?: ReactNode;
  /** Help under the script field. @default 'Paste or type the script to estimate how long it takes to read.' */
  hint?: ReactNode;
  /** The script (controlled). @default undefined */
  value?: string;
  /** The initial script (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the new script on every change. @default undefined */
  onValueChange?: (change: { value: string }) => void;
  /** The reading pace in percent of the tiers' pace, 50 to 200 (controlled). @default undefined */
  pace?: number;
  /** The initial pace (uncontrolled). @default 100 */
  defaultPace?: number;
  /** Called with the new pace when the user moves the slider or types a number in range. @default undefined */
  onPaceChange?: (change: { pace: number }) => void;
}

/**
 * A script box with a live estimate of its spoken length (spec section 9 script rate tiers) and an
 * adjustable pace, as a slider and as a number. The estimate is announced politely as it changes.
 */
export const ScriptTimer = forwardRef<HTMLDivElement, ScriptTimerProps>(function ScriptTimer(
  {
    label = 'Script',
    hint = 'Paste or type the script to estimate how long it takes to read.',
    value,
    defaultValue = '',
    onValueChange,
    pace: paceProp,
    defaultPace = paceLimits.default,
    onPaceChange,
    className,
    ...rest
  },
  ref,
) {
  const base = useId();
  const sliderId = `${base}-pace`;
  const [script, setScript] = useControllableState(value, defaultValue, (next) => {
    onValueChange?.({ value: next });
  });
  const [pace, setPace] = useControllableState(
    paceProp === undefined ? undefined : clampPace(paceProp),
    clampPace(defaultPace),
    (next) => {
      onPaceChange?.({ pace: next });
    },
  );
  // The number box keeps what is being typed ("1" on the way to "120") and settles on blur.
  const [draft, setDraft] = useState<string | null>(null);
  const words = countWords(script);
  const seconds = estimateDuration(words, pace);

  const commitDraft = () => {
    if (draft === null) return;
    const typed = Number.parseFloat(draft);
    const next = clampPace(Number.isNaN(typed) ? pace : typed);
    setDraft(null);
    if (next !== pace) setPace(next);
  };

  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <TextArea
        label={label}
        hint={hint}
        value={script}
        onValueChange={({ value: next }) => {
          setScript(next);
        }}
        rows={6}
      />
      <div className={styles.pace}>
        <label htmlFor={sliderId} className={styles.paceLabel}>
          Pace
        </label>
        <input
          id={sliderId}
          type="range"
          className={styles.slider}
          min={paceLimits.min}
          max={paceLimits.max}
          step={paceLimits.step}
          value={pace}
          aria-valuetext={`${pace}%`}
          onChange={(event) => {
            setDraft(null);
            setPace(clampPace(Number(event.target.value)));
          }}
        />
        <span className={styles.number}>
          <input
            type="number"
            inputMode="numeric"
            className={styles.numberInput}
            aria-label="Pace in percent"
            min={paceLimits.min}
            max={paceLimits.max}
            value={draft ?? String(pace)}
            onChange={(event) => {
              setDraft(event.target.value);
              const typed = Number.parseFloat(event.target.value);
              if (typed >= paceLimits.min && typed <= paceLimits.max) setPace(typed);
            }}
            onBlur={commitDraft}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitDraft();
            }}
          />
          <span aria-hidden="true">%</span>
        </span>
      </div>
      <p
        role="status"
        className={styles.result}
        aria-live="polite"
        aria-atomic="true"
        data-state={words > 0 ? 'counted' : 'empty'}
      >
        <span className={styles.figure}>{formatWordCount(words)}</span>
        <span aria-hidden="true"> · </span>
        <span className={styles.figure}>about {formatDuration(seconds)}</span>
        {pace === paceLimits.default ? null : <span className={styles.paceNote}> at {pace}% pace</span>}
      </p>
    </div>
  );
});
