// A voice actor's booking settings (/booking-settings): stored in providers.booking_settings as a
// RateCard in cents (JSONB, null until they save), read back as the rate card priceBooking uses and
// as the contract's BookingSettings (dollars) at the edge. Reading is public: the booking form shows
// a voice actor's terms before sign-in, and quotes price from them anyway. Writing is the voice
// actor's or an admin's (the route checks with ownedProvider).
import type { BookingSettings, BookingSettingsInput } from '@vo/sdk';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { JsonObject } from '../../db/schema/columns';
import { providers } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { attributeProblem } from '../providers/providerProfiles';
import {
  AUDIENCE_TIERS,
  MARKET_RATES,
  SCRIPT_TIERS,
  toDollars,
  type AudienceTier,
  type BookingTerms,
  toMinor,
  type RateCard,
  type ScriptTier,
} from './pricing';

const scriptKey = (tier: ScriptTier) => `words_${tier}` as const;

/** The contract's settings (dollars) as a rate card (cents). */
export function rateCardOf(input: BookingSettingsInput): RateCard {
  return {
    scriptRates: Object.fromEntries(
      SCRIPT_TIERS.map((t) => [t, toMinor(input.script_rates[scriptKey(t)])]),
    ) as Record<ScriptTier, number>,
    audiencePercent: { ...input.audience_multipliers },
    extraUsageYearPercent: input.extra_usage_year_percent,
    includedRevisions: input.included_revisions,
    extraRevisionPrice: toMinor(input.extra_revision_price),
    standardTurnaroundDays: input.standard_turnaround_days,
    rushFeePercent: input.rush_fee_percent,
    acceptsSecurePayment: input.accepts_secure_payment,
    additionalServices: input.additional_services.map((s) => ({
      serviceId: s.service_id,
      price: toMinor(s.price),
    })),
  };
}

/** A rate card as the contract's BookingSettings (dollars with cents). */
export function bookingSettingsResource(
  providerId: number,
  card: RateCard,
  customized: boolean,
): BookingSettings {
  return {
    provider_id: providerId,
    customized,
    currency: 'USD',
    script_rates: {
      words_5: toDollars(card.scriptRates[5]),
      words_50: toDollars(card.scriptRates[50]),
      words_500: toDollars(card.scriptRates[500]),
      words_5000: toDollars(card.scriptRates[5000]),
      words_50000: toDollars(card.scriptRates[50000]),
    },
    audience_multipliers: { ...card.audiencePercent },
    extra_usage_year_percent: card.extraUsageYearPercent,
    included_revisions: card.includedRevisions,
    extra_revision_price: toDollars(card.extraRevisionPrice),
    standard_turnaround_days: card.standardTurnaroundDays,
    rush_fee_percent: card.rushFeePercent,
    accepts_secure_payment: card.acceptsSecurePayment,
    additional_services: card.additionalServices.map((s) => ({
      service_id: s.serviceId,
      price: toDollars(s.price),
    })),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const whole = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback;

/**
 * The stored JSONB as a rate card; null when nothing is stored. A value that is not what this file
 * writes (a hand-edited row) falls back to the market default for that part, never to a wrong price.
 */
export function storedRateCard(stored: unknown): RateCard | null {
  if (!isRecord(stored)) return null;
  const rates = isRecord(stored['scriptRates']) ? stored['scriptRates'] : {};
  const audience = isRecord(stored['audiencePercent']) ? stored['audiencePercent'] : {};
  const services = Array.isArray(stored['additionalServices']) ? stored['additionalServices'] : [];
  const m = MARKET_RATES;
  return {
    scriptRates: Object.fromEntries(
      SCRIPT_TIERS.map((t) => [t, whole(rates[String(t)], m.scriptRates[t])]),
    ) as Record<ScriptTier, number>,
    audiencePercent: Object.fromEntries(
      AUDIENCE_TIERS.map(([, name]) => [name, whole(audience[name], m.audiencePercent[name])]),
    ) as Record<AudienceTier, number>,
    extraUsageYearPercent: whole(stored['extraUsageYearPercent'], m.extraUsageYearPercent),
    includedRevisions: whole(stored['includedRevisions'], m.includedRevisions),
    extraRevisionPrice: whole(stored['extraRevisionPrice'], m.extraRevisionPrice),
    standardTurnaroundDays: Math.max(1, whole(stored['standardTurnaroundDays'], m.standardTurnaroundDays)),
    rushFeePercent: whole(stored['rushFeePercent'], m.rushFeePercent),
    acceptsSecurePayment:
      typeof stored['acceptsSecurePayment'] === 'boolean'
        ? stored['acceptsSecurePayment']
        : m.acceptsSecurePayment,
    additionalServices: services.flatMap((s) =>
      isRecord(s) && typeof s['serviceId'] === 'number'
        ? [{ serviceId: s['serviceId'], price: whole(s['price'], 0) }]
        : [],
    ),
  };
}

const toStored = (card: RateCard): JsonObject => ({
  scriptRates: Object.fromEntries(SCRIPT_TIERS.map((t) => [String(t), card.scriptRates[t]])),
  audiencePercent: { ...card.audiencePercent },
  extraUsageYearPercent: card.extraUsageYearPercent,
  includedRevisions: card.includedRevisions,
  extraRevisionPrice: card.extraRevisionPrice,
  standardTurnaroundDays: card.standardTurnaroundDays,
  rushFeePercent: card.rushFeePercent,
  acceptsSecurePayment: card.acceptsSecurePayment,
  additionalServices: card.additionalServices.map((s) => ({ serviceId: s.serviceId, price: s.price })),
});

/** The voice actor's rate card (null: none saved, the market defaults apply). */
export async function loadRateCard(db: Database, providerId: number): Promise<RateCard | null> {
  const [row] = await db
    .select({ settings: providers.bookingSettings })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  return storedRateCard(row?.settings ?? null);
}

/**
 * What is wrong with settings a voice actor sends, naming the field and what is allowed: a longer
 * script tier or a larger audience priced lower than the one before (a quote must never fall as
 * the booking grows), an additional service listed twice. Null when they are fine.
 */
export function settingsProblem(input: BookingSettingsInput): string | null {
  for (let i = 1; i < SCRIPT_TIERS.length; i += 1) {
    const shorter = scriptKey(SCRIPT_TIERS[i - 1] ?? 5);
    const longer = scriptKey(SCRIPT_TIERS[i] ?? 5);
    if (input.script_rates[longer] < input.script_rates[shorter])
      return `script_rates.${longer}: a longer script cannot cost less; allowed: at least ${input.script_rates[shorter]} (script_rates.${shorter}).`;
  }
  for (let i = 1; i < AUDIENCE_TIERS.length; i += 1) {
    const smaller = AUDIENCE_TIERS[i - 1]?.[1] ?? 'non_broadcast';
    const larger = AUDIENCE_TIERS[i]?.[1] ?? 'non_broadcast';
    if (input.audience_multipliers[larger] < input.audience_multipliers[smaller])
      return `audience_multipliers.${larger}: a larger audience cannot cost less; allowed: at least ${input.audience_multipliers[smaller]} (audience_multipliers.${smaller}).`;
  }
  const seen = new Set<number>();
  for (const s of input.additional_services) {
    if (seen.has(s.service_id))
      return `additional_services: service ${s.service_id} is listed twice; allowed: each service once.`;
    seen.add(s.service_id);
  }
  return null;
}

/**
 * The rate card of settings a voice actor sends, after the checks a save makes (422 naming the
 * field): the PUT stores it, the preview prices with it, so both refuse the same settings.
 */
export async function checkedRateCard(db: Database, input: BookingSettingsInput): Promise<RateCard> {
  const problem = settingsProblem(input);
  if (problem) throw unprocessable('invalid_booking_settings', problem);
  const attribute = await attributeProblem(db, {
    additional_services: input.additional_services.map((s) => s.service_id),
  });
  if (attribute) throw unprocessable('invalid_booking_settings', attribute);
  return rateCardOf(input);
}

/**
 * The booking the /booking-settings screen previews: a 50-word script (20 seconds read aloud) for a
 * local audience, with the booking defaults (12 months of usage, 2 revisions, 3 days turnaround).
 */
export const SAMPLE_BOOKING: BookingTerms = {
  recording_length: { value: 20, unit: 'second' },
  audience_size: 100_000,
};

/** Checks and stores a voice actor's settings (422 naming the field); returns the rate card saved. */
export async function saveRateCard(
  db: Database,
  providerId: number,
  input: BookingSettingsInput,
): Promise<RateCard> {
  const card = await checkedRateCard(db, input);
  await db
    .update(providers)
    .set({ bookingSettings: toStored(card) })
    .where(eq(providers.id, providerId));
  return card;
}
