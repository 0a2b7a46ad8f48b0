import { forwardRef, useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useControllableOpen } from '../../internal/useControllableOpen';
import { Icon, type IconName } from '../Icon';
import * as styles from './Banner.css';
import { cx } from '../../internal/cx';

export const bannerTones = ['info', 'success', 'warning', 'danger'] as const;
export type BannerTone = (typeof bannerTones)[number];

/** Each tone's icon when none is given. */
export const bannerToneIcons: Record<BannerTone, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
}

const minute = 60_000;

/** Whole days, hours and minutes from `now` until `end` (zero once it has passed). */
export function countdownParts(end: Date, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((end.getTime() - now) / minute));
  return { days: Math.floor(left / 1440), hours: Math.floor((left % 1440) / 60), minutes: left % 60 };
}

/** The countdown's texts. */
export interface CountdownLabels {
  /** Read before the figures. */
  prefix: string;
  days: (count: number) => string;
  hours: (count: number) => string;
  minutes: (count: number) => string;
}

export const defaultCountdownLabels: CountdownLabels = {
  prefix: 'Ends in',
  days: (count) => (count === 1 ? 'day' : 'days'),
  hours: (count) => (count === 1 ? 'hour' : 'hours'),
  minutes: (count) => (count === 1 ? 'minute' : 'minutes'),
};

export interface BannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The region's accessible name (e.g. "Winter sale"). */
  label: string;
  /** The message. */
  children: ReactNode;
  /** The colour and default icon. @default 'info' */
  tone?: BannerTone;
  /** A bold first line. @default undefined */
  title?: ReactNode;
  /** The icon; `null` for none. @default the tone's icon */
  icon?: IconName | null;
  /** Buttons or links after the message. @default undefined */
  actions?: ReactNode;
  /** A date to count down to, shown as days, hours and minutes left. @default undefined */
  endsAt?: Date;
  /** The countdown's texts. @default defaultCountdownLabels */
  countdownLabels?: Partial<CountdownLabels>;
  /** Whether it has a dismiss button. @default false */
  dismissible?: boolean;
  /** The accessible name of the dismiss button. @default 'Dismiss' */
  dismissLabel?: string;
  /** Whether it is shown (controlled). @default undefined */
  open?: boolean;
  /** Whether it is shown at first (uncontrolled). @default true */
  defaultOpen?: boolean;
  /** Called when the user dismisses it (store the dismissal here). @default undefined */
  onOpenChange?: (change: { open: boolean }) => void;
}

function Countdown({ endsAt, labels }: { endsAt: Date; labels: CountdownLabels }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, minute / 2);
    return () => {
      clearInterval(timer);
    };
  }, []);
  const parts = countdownParts(endsAt, now);
  return (
    <p className={styles.countdown}>
      <span>{labels.prefix}</span>{' '}
      <time dateTime={endsAt.toISOString()} className={styles.countdown}>
        {(['days', 'hours', 'minutes'] as const).map((unit) => (
          <span key={unit} className={styles.countdownPart}>
            <span className={styles.countdownValue}>{parts[unit]}</span> {labels[unit](parts[unit])}{' '}
          </span>
        ))}
      </time>
    </p>
  );
}

/**
 * A page banner (spec section 4: sale, promo, payment-update banners): a labelled region with a
 * tone, icon, message, actions, an optional countdown and an optional dismiss button.
 */
export const Banner = forwardRef<HTMLElement, BannerProps>(function Banner(
  {
    label,
    children,
    tone = 'info',
    title,
    icon,
    actions,
    endsAt,
    countdownLabels,
    dismissible = false,
    dismissLabel = 'Dismiss',
    open: openProp,
    defaultOpen = true,
    onOpenChange,
    className,
    ...rest
  },
  ref,
) {
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  if (!open) return null;
  const iconName = icon === undefined ? bannerToneIcons[tone] : icon;
  return (
    <section
      ref={ref}
      aria-label={label}
      className={cx(styles.root, className)}
      data-tone={tone}
      data-state="open"
      {...rest}
    >
      {iconName ? (
        <span className={styles.icon}>
          <Icon name={iconName} />
        </span>
      ) : null}
      <div className={styles.content}>
        <div className={styles.text}>
          {title ? <p className={styles.title}>{title}</p> : null}
          <p className={styles.message}>{children}</p>
          {endsAt ? (
            <Countdown endsAt={endsAt} labels={{ ...defaultCountdownLabels, ...countdownLabels }} />
          ) : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {dismissible ? (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={dismissLabel}
          onClick={() => {
            setOpen(false);
          }}
        >
          <Icon name="close" size="small" />
        </button>
      ) : null}
    </section>
  );
});
