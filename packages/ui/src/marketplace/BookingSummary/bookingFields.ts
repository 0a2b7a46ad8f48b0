// The booking form's terms (spec section 3 booking fields) with the section 9 defaults, and their
// display texts.

import { numberFormat } from '../../internal/intl';

export const timeUnits = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;
export type TimeUnit = (typeof timeUnits)[number];

/** A quantity with its unit; the unit defaults to second (spec section 3). */
export interface ValueAndUnit {
  value: number;
  unit?: TimeUnit;
}

/** Spec section 9 audience tiers, as the spec writes them. */
export const audienceTiers = [
  { size: 10_000, label: '10,000 non-broadcast' },
  { size: 100_000, label: '100,000 local' },
  { size: 1_000_000, label: '1M regional' },
  { size: 10_000_000, label: '10M national' },
  { size: 100_000_000, label: '100M worldwide' },
] as const;
export type AudienceSize = (typeof audienceTiers)[number]['size'];

/** The terms of a direct booking, named as the API names them. */
export interface BookingFieldsData {
  recording_length: ValueAndUnit;
  audience_size: AudienceSize;
  script?: string | null;
  /** The price the client offers; absent when the quote suggests one. */
  fixed_budget?: number | null;
  revisions?: number;
  usage?: ValueAndUnit;
  /** Days the voice actor has to deliver. */
  turnaround?: number;
  /** The requested additional services, by name (the caller resolves the attribute ids). */
  additional_services?: readonly string[];
}

/** Every field filled in: the spec's defaults where the booking leaves one out. */
export type CompleteBookingFields = Required<Omit<BookingFieldsData, 'script' | 'fixed_budget'>> & {
  recording_length: Required<ValueAndUnit>;
  usage: Required<ValueAndUnit>;
  script: string | null;
  fixed_budget: number | null;
};

/** Spec section 9: usage 12 months, 2 revisions, 3 days turnaround. */
export const bookingDefaults = {
  usage: { value: 12, unit: 'month' },
  revisions: 2,
  turnaround: 3,
} as const satisfies Pick<CompleteBookingFields, 'usage' | 'revisions' | 'turnaround'>;

/** The booking with the spec's defaults filled in (and second as the unit where none is given). */
export function withBookingDefaults(fields: BookingFieldsData): CompleteBookingFields {
  const usage = fields.usage ?? bookingDefaults.usage;
  return {
    recording_length: {
      value: fields.recording_length.value,
      unit: fields.recording_length.unit ?? 'second',
    },
    audience_size: fields.audience_size,
    script: fields.script ?? null,
    fixed_budget: fields.fixed_budget ?? null,
    revisions: fields.revisions ?? bookingDefaults.revisions,
    usage: { value: usage.value, unit: usage.unit ?? 'second' },
    turnaround: fields.turnaround ?? bookingDefaults.turnaround,
    additional_services: fields.additional_services ?? [],
  };
}

/** "90 seconds", "12 months", "1 day" (Intl unit names in full). */
export function formatValueAndUnit({ value, unit = 'second' }: ValueAndUnit, locale = 'en-US'): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** The audience tier's label ("100,000 local"), or the plain number for a size off the tiers. */
export function formatAudience(size: number, locale = 'en-US'): string {
  return audienceTiers.find((tier) => tier.size === size)?.label ?? numberFormat(locale).format(size);
}

/** "1 revision", "2 revisions", "No revisions". */
export function formatRevisions(count: number): string {
  if (count === 0) return 'No revisions';
  return `${count} ${count === 1 ? 'revision' : 'revisions'}`;
}
