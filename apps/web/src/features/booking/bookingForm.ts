// The booking form's rules on what is typed, apart from the page: the fields as typed become the
// document's BookingFields (spec section 3), with the audience and usage choices of section 9.
import type { AudienceSize, BookingFields } from '@vo/sdk';

/** Words read aloud per second: a script's finished length is estimated from its words. */
const WORDS_PER_SECOND = 2.5;

export const AUDIENCES: readonly { value: AudienceSize; label: string }[] = [
  { value: 10000, label: 'Non-broadcast (up to 10,000 people)' },
  { value: 100000, label: 'Local (up to 100,000)' },
  { value: 1000000, label: 'Regional (up to 1 million)' },
  { value: 10000000, label: 'National (up to 10 million)' },
  { value: 100000000, label: 'Worldwide' },
];
export const USAGE_MONTHS = [12, 24, 36, 60] as const;
export const REVISIONS = [0, 1, 2, 3, 4, 5] as const;
export const TURNAROUND_DAYS = [1, 2, 3, 5, 7, 14] as const;

/** What the form holds, as typed. */
export interface BookingDraft {
  readonly script: string;
  readonly audience: AudienceSize;
  readonly usageMonths: number;
  readonly revisions: number;
  readonly turnaround: number;
  readonly budget: string;
  readonly securePayment: boolean;
}

export const EMPTY_DRAFT: BookingDraft = {
  script: '',
  audience: 10000,
  usageMonths: 12,
  revisions: 2,
  turnaround: 3,
  budget: '',
  securePayment: false,
};

export const wordsOf = (script: string): number => script.split(/\s+/u).filter((w) => w !== '').length;

/** The booking fields of a draft, or what to fix first (the field's words). */
export function bookingFieldsOf(
  draft: BookingDraft,
  link: { readonly id: number; readonly budget: number | null } | null,
): { fields: BookingFields } | { problem: string; field: 'script' | 'budget' } {
  const words = wordsOf(draft.script);
  if (words === 0) return { problem: 'Paste the script to record.', field: 'script' };
  const budgetText = draft.budget.trim().replace(/^\$/, '');
  // A link's price is the price (the server applies it too); the quote shows it.
  let fixedBudget: number | undefined = link?.budget ?? undefined;
  if (fixedBudget === undefined && budgetText !== '') {
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(budgetText) || Number(budgetText) < 1)
      return {
        problem: 'Enter your budget in US dollars, like 250 or 249.99, or leave it empty.',
        field: 'budget',
      };
    fixedBudget = Number(budgetText);
  }
  return {
    fields: {
      script: draft.script.trim(),
      recording_length: { value: Math.max(1, Math.ceil(words / WORDS_PER_SECOND)), unit: 'second' },
      audience_size: draft.audience,
      usage: { value: draft.usageMonths, unit: 'month' },
      revisions: draft.revisions,
      turnaround: draft.turnaround,
      additional_services: [],
      secure_payment: draft.securePayment,
      ...(fixedBudget === undefined ? {} : { fixed_budget: fixedBudget }),
      ...(link === null ? {} : { booking_link_id: link.id }),
    },
  };
}

/** The form's choice for a stored value: the value, or the next one up (the last when beyond them). */
function choice<T extends number>(options: readonly T[], value: number | undefined, fallback: T): T {
  if (value === undefined) return fallback;
  return options.find((option) => option >= value) ?? options[options.length - 1] ?? fallback;
}

/** The form's draft of booking fields already stored (a booking changed at /booking/{projectId}). */
export function draftOf(fields: Partial<BookingFields>): BookingDraft {
  const usage = fields.usage;
  const months = usage === undefined ? undefined : usage.unit === 'year' ? usage.value * 12 : usage.value;
  return {
    script: fields.script ?? '',
    audience: fields.audience_size ?? EMPTY_DRAFT.audience,
    usageMonths: choice(USAGE_MONTHS, months, EMPTY_DRAFT.usageMonths),
    revisions: choice(REVISIONS, fields.revisions, EMPTY_DRAFT.revisions),
    turnaround: choice(TURNAROUND_DAYS, fields.turnaround, EMPTY_DRAFT.turnaround),
    budget: fields.fixed_budget === undefined ? '' : String(fields.fixed_budget),
    securePayment: fields.secure_payment ?? false,
  };
}
