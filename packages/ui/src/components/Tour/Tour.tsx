import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useControllableOpen } from '../../internal/useControllableOpen';
import { useFocusTrap } from '../../internal/useFocusTrap';
import { useAnchoredPosition, type Placement } from '../../internal/position/position';
import * as styles from './Tour.css';
import { cx } from '../../internal/cx';

/** One step of a tour, as data. */
export interface TourStep {
  /** Stable key (e.g. the step's discovery flag), passed back in callbacks. */
  id: string;
  /** The id of the element this step points at; without it on the page the step is centred. */
  anchorId: string;
  /** The step's heading; it names the step. */
  title: string;
  /** The explanation. */
  text: ReactNode;
  /** The preferred side of the anchor. @default 'bottom' */
  placement?: Placement;
}

/** The texts of the tour's controls. */
export interface TourLabels {
  next: string;
  back: string;
  skip: string;
  finish: string;
  /** "Step 2 of 5". */
  progress: (step: number, total: number) => string;
}

export const defaultTourLabels: TourLabels = {
  next: 'Next',
  back: 'Back',
  skip: 'Skip',
  finish: 'Finish',
  progress: (step, total) => `Step ${step} of ${total}`,
};

export interface TourProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** The steps, in order. */
  steps: readonly TourStep[];
  /** Whether the tour runs (controlled). @default undefined */
  open?: boolean;
  /** Whether the tour runs at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the tour starts or ends. @default undefined */
  onOpenChange?: (change: { open: boolean }) => void;
  /** The current step's index (controlled). @default undefined */
  step?: number;
  /** The step to start at (uncontrolled). @default 0 */
  defaultStep?: number;
  /** Called when the user moves to another step. @default undefined */
  onStepChange?: (change: { step: number; id: string }) => void;
  /** Called when the user finishes the last step (set the tour's finished flag here). @default undefined */
  onFinish?: (event: { id: string }) => void;
  /** Called when the user skips the rest (Skip or Escape). @default undefined */
  onSkip?: (event: { step: number; id: string }) => void;
  /** The controls' texts. @default defaultTourLabels */
  labels?: Partial<TourLabels>;
}

/**
 * A guided tour (spec section 4: navbar and tagging tours): one step at a time next to its
 * element, with "step x of n", Back, Next (Finish on the last) and Skip. While it runs, focus is
 * held in the step (the Dialog's focus trap) and moves to each new step so it is read out; Escape
 * skips; at the end focus returns to where it was.
 */
export const Tour = forwardRef<HTMLDivElement, TourProps>(function Tour(
  {
    steps,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    step: stepProp,
    defaultStep = 0,
    onStepChange,
    onFinish,
    onSkip,
    labels: labelsProp,
    className,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultTourLabels, ...labelsProp };
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  const [ownStep, setOwnStep] = useState(defaultStep);
  const index = Math.min(Math.max(stepProp ?? ownStep, 0), Math.max(steps.length - 1, 0));
  const current = steps[index];
  const layerRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => layerRef.current as HTMLDivElement, [open]);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = open && current !== undefined;
  const anchored = useAnchoredPosition(anchor, layerRef, current?.placement ?? 'bottom', active, current);
  const titleId = useId();
  const textId = useId();

  useFocusTrap(layerRef, active, { initialFocus: layerRef });

  useEffect(() => {
    if (!active) return;
    setAnchor(document.getElementById(current.anchorId));
    layerRef.current?.focus();
  }, [active, current]);

  if (!active) return null;
  const last = index === steps.length - 1;

  function go(to: number) {
    const target = steps[to];
    if (!target) return;
    if (stepProp === undefined) setOwnStep(to);
    onStepChange?.({ step: to, id: target.id });
  }

  /** Ends the tour; an uncontrolled one starts again from `defaultStep` next time. */
  function end() {
    setOwnStep(defaultStep);
    setOpen(false);
  }

  function skip() {
    if (!current) return;
    onSkip?.({ step: index, id: current.id });
    end();
  }

  function next() {
    if (!current) return;
    if (last) {
      onFinish?.({ id: current.id });
      end();
    } else {
      go(index + 1);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      skip();
    }
  }

  return (
    <div
      ref={layerRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={cx(anchored.className, styles.root, className)}
      style={anchored.style}
      data-state="open"
      data-placement={anchored.position?.placement ?? current.placement ?? 'bottom'}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      <p className={styles.progress}>{labels.progress(index + 1, steps.length)}</p>
      <p id={titleId} className={styles.title}>
        {current.title}
      </p>
      <p id={textId} className={styles.text}>
        {current.text}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} data-variant="quiet" onClick={skip}>
          {labels.skip}
        </button>
        <span className={styles.spacer} />
        {index > 0 ? (
          <button
            type="button"
            className={styles.button}
            data-variant="secondary"
            onClick={() => {
              go(index - 1);
            }}
          >
            {labels.back}
          </button>
        ) : null}
        <button type="button" className={styles.button} data-variant="primary" onClick={next}>
          {last ? labels.finish : labels.next}
        </button>
      </div>
    </div>
  );
});
