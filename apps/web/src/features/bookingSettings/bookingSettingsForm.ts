// The booking settings form as typed (strings, so nothing the voice actor types is lost), its checks
// (each message names what is allowed, as the server's 422 would) and the request it sends. The
// preview quote is not worked out here: the server prices it (previewProviderBookingSettings), so
// the pricing rule lives in one place (apps/api/src/modules/bookings/pricing.ts).
import type { BookingSettings, BookingSettingsInput } from '@vo/sdk';

export const SCRIPT_TIERS = [
  { key: 'words_5', label: 'Up to 5 words (about 2 s)' },
  { key: 'words_50', label: 'Up to 50 words (about 20 s)' },
  { key: 'words_500', label: 'Up to 500 words (about 3 min)' },
  { key: 'words_5000', label: 'Up to 5,000 words (about 33 min)' },
  { key: 'words_50000', label: 'Up to 50,000 words (about 5.5 h)' },
] as const;
export const AUDIENCE_TIERS = [
  { key: 'non_broadcast', label: 'Non-broadcast (10,000)' },
  { key: 'local', label: 'Local (100,000)' },
  { key: 'regional', label: 'Regional (1M)' },
  { key: 'national', label: 'National (10M)' },
  { key: 'worldwide', label: 'Worldwide (100M)' },
] as const;
type ScriptKey = (typeof SCRIPT_TIERS)[number]['key'];
type AudienceKey = (typeof AUDIENCE_TIERS)[number]['key'];

export interface SettingsDraft {
  script: Record<ScriptKey, string>;
  audience: Record<AudienceKey, string>;
  extraUsageYearPercent: string;
  includedRevisions: string;
  extraRevisionPrice: string;
  standardTurnaroundDays: string;
  rushFeePercent: string;
  acceptsSecurePayment: boolean;
  /** Offered services by attribute id, with the price as typed. */
  services: Record<number, string>;
}

/** The field of the draft a message is about: `script.words_50`, `audience.local`, `service.52`... */
export type DraftErrors = Record<string, string>;

const text = (n: number) => String(n);

export function draftOf(settings: BookingSettings): SettingsDraft {
  return {
    script: {
      words_5: text(settings.script_rates.words_5),
      words_50: text(settings.script_rates.words_50),
      words_500: text(settings.script_rates.words_500),
      words_5000: text(settings.script_rates.words_5000),
      words_50000: text(settings.script_rates.words_50000),
    },
    audience: {
      non_broadcast: text(settings.audience_multipliers.non_broadcast),
      local: text(settings.audience_multipliers.local),
      regional: text(settings.audience_multipliers.regional),
      national: text(settings.audience_multipliers.national),
      worldwide: text(settings.audience_multipliers.worldwide),
    },
    extraUsageYearPercent: text(settings.extra_usage_year_percent),
    includedRevisions: text(settings.included_revisions),
    extraRevisionPrice: text(settings.extra_revision_price),
    standardTurnaroundDays: text(settings.standard_turnaround_days),
    rushFeePercent: text(settings.rush_fee_percent),
    acceptsSecurePayment: settings.accepts_secure_payment,
    services: Object.fromEntries(settings.additional_services.map((s) => [s.service_id, text(s.price)])),
  };
}

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,5}$/;

function money(value: string, errors: DraftErrors, field: string): number {
  const v = value.trim();
  if (!MONEY.test(v) || Number(v) > 1_000_000) {
    errors[field] = 'Enter an amount in dollars from 0 to 1,000,000, with at most 2 decimals.';
    return 0;
  }
  return Number(v);
}

function whole(
  value: string,
  errors: DraftErrors,
  field: string,
  min: number,
  max: number,
  what: string,
): number {
  const v = value.trim();
  if (!WHOLE.test(v) || Number(v) < min || Number(v) > max) {
    errors[field] = `Enter ${what} from ${String(min)} to ${String(max)}.`;
    return min;
  }
  return Number(v);
}

/** The request the draft makes, or the message of each field that is not right. */
export function checkDraft(draft: SettingsDraft): { input: BookingSettingsInput } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const script = Object.fromEntries(
    SCRIPT_TIERS.map(({ key }) => [key, money(draft.script[key], errors, `script.${key}`)]),
  ) as Record<ScriptKey, number>;
  const audience = Object.fromEntries(
    AUDIENCE_TIERS.map(({ key }) => [
      key,
      whole(draft.audience[key], errors, `audience.${key}`, 0, 10000, 'a percentage'),
    ]),
  ) as Record<AudienceKey, number>;
  SCRIPT_TIERS.forEach(({ key }, i) => {
    const shorter = SCRIPT_TIERS[i - 1];
    if (shorter && errors[`script.${key}`] === undefined && script[key] < script[shorter.key])
      errors[`script.${key}`] = `A longer script cannot cost less: at least ${String(script[shorter.key])}.`;
  });
  AUDIENCE_TIERS.forEach(({ key }, i) => {
    const smaller = AUDIENCE_TIERS[i - 1];
    if (smaller && errors[`audience.${key}`] === undefined && audience[key] < audience[smaller.key])
      errors[`audience.${key}`] =
        `A larger audience cannot cost less: at least ${String(audience[smaller.key])}%.`;
  });
  const input: BookingSettingsInput = {
    script_rates: script,
    audience_multipliers: audience,
    extra_usage_year_percent: whole(
      draft.extraUsageYearPercent,
      errors,
      'extraUsageYearPercent',
      0,
      10000,
      'a percentage',
    ),
    included_revisions: whole(
      draft.includedRevisions,
      errors,
      'includedRevisions',
      0,
      20,
      'a number of revisions',
    ),
    extra_revision_price: money(draft.extraRevisionPrice, errors, 'extraRevisionPrice'),
    standard_turnaround_days: whole(
      draft.standardTurnaroundDays,
      errors,
      'standardTurnaroundDays',
      1,
      365,
      'a number of days',
    ),
    rush_fee_percent: whole(draft.rushFeePercent, errors, 'rushFeePercent', 0, 10000, 'a percentage'),
    accepts_secure_payment: draft.acceptsSecurePayment,
    additional_services: Object.entries(draft.services).map(([id, price]) => ({
      service_id: Number(id),
      price: money(price, errors, `service.${id}`),
    })),
  };
  return Object.keys(errors).length > 0 ? { errors } : { input };
}
