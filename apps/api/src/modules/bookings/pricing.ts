// The price of a booking: one pure function from the booking fields and the voice actor's rate card
// to the client's price, the platform fee and the voice actor's net, in integer minor units (US
// cents). Dollars appear only at the contract's edge (quoteResource). bookProvider, providers/quote
// and projects/quote all price through priceBooking, so a quote and the booking made from it agree.
//
// How a price is built (each part from the voice actor's settings, else from MARKET_RATES):
//   script = the rate of the script's length tier (spec section 9: 5, 50, 500, 5,000, 50,000 words;
//            past 50,000 words the 50,000-word rate per started 50,000 words). The length is the
//            script's word count, or, without a script, recording_length at 2.5 words a second
//            (section 9 pairs 5 words with 2 s, 50 with 20 s).
//   base   = script x the audience tier's percent (section 9 tiers), rounded to the cent,
//            plus extra_usage_year_percent of that for each started year of usage beyond 12 months.
//   rush   = rush_fee_percent of base when the turnaround is shorter than the standard days.
//   extra revisions beyond the included ones, each at extra_revision_price.
//   additional services at their flat prices (the voice actor's list; a service they do not offer
//   is refused; without a voice actor the market's flat price).
// The client pays base + rush + revisions + services (the suggested budget), or their fixed budget
// when they gave one. The platform fee is PLATFORM_FEE_PERCENT of the client's price rounded half
// up to the cent, and the voice actor's net is the rest, so fee + net == price exactly.
import type { AudienceSize, BookingFields, Quote, ValueAndUnit } from '@vo/sdk';

export const CURRENCY = 'USD' as const;
/** The platform's share of the client's price, in percent. */
export const PLATFORM_FEE_PERCENT = 20;
/** The most a quote can state: the contract's Money maximum, $1,000,000, in cents. */
export const MAX_PRICE_MINOR = 100_000_000;

/** Script length tiers by word count (spec section 9). */
export const SCRIPT_TIERS = [5, 50, 500, 5000, 50000] as const;
export type ScriptTier = (typeof SCRIPT_TIERS)[number];
const LAST_TIER: ScriptTier = 50000;
/** Audience tiers (spec section 9), by the size BookingFields.audience_size carries. */
export const AUDIENCE_TIERS = [
  [10_000, 'non_broadcast'],
  [100_000, 'local'],
  [1_000_000, 'regional'],
  [10_000_000, 'national'],
  [100_000_000, 'worldwide'],
] as const satisfies readonly (readonly [AudienceSize, string])[];
export type AudienceTier = (typeof AUDIENCE_TIERS)[number][1];
/** Words per second of a read script: section 9 pairs 5 words with 2 s and 50 with 20 s. */
export const WORDS_PER_SECOND = 2.5;

/**
 * The booking fields as they arrive: the generated BookingFields marks the fields that have a
 * document default as always present, but request bodies are validated without injecting defaults
 * (contract/validation.ts), so here they are optional and the defaults are applied by this module.
 * Every BookingFields is a BookingTerms.
 */
export type BookingTerms = Omit<BookingFields, 'revisions' | 'usage' | 'turnaround' | 'additional_services'> &
  Partial<Pick<BookingFields, 'revisions' | 'usage' | 'turnaround' | 'additional_services'>>;

/** A voice actor's booking settings in minor units: what priceBooking reads. */
export interface RateCard {
  /** Cents per script tier; never lower for a longer tier. */
  readonly scriptRates: Readonly<Record<ScriptTier, number>>;
  /** Percent of the script rate per audience tier; never lower for a larger audience. */
  readonly audiencePercent: Readonly<Record<AudienceTier, number>>;
  readonly extraUsageYearPercent: number;
  readonly includedRevisions: number;
  /** Cents. */
  readonly extraRevisionPrice: number;
  readonly standardTurnaroundDays: number;
  readonly rushFeePercent: number;
  readonly acceptsSecurePayment: boolean;
  /** Cents per additional-service attribute id. */
  readonly additionalServices: readonly { readonly serviceId: number; readonly price: number }[];
}

/**
 * The market defaults: what a quote without a voice actor, or a voice actor who has set nothing,
 * prices with. Chosen as a plain ladder of common voice-over rates: $30 for a tag line of 5 words,
 * $100 for a 50-word spot, $250 for a 3-minute module, $900 for a half-hour course, $4,000 for an
 * audiobook-length 50,000 words; local x1.5, regional x2, national x3, worldwide x5; +50% per extra
 * year of usage; the spec's booking defaults of 2 revisions and 3 days (section 9), $25 an extra
 * revision, +50% for a rush; Secure Payment accepted; $50 an additional service.
 */
export const MARKET_RATES: RateCard = {
  scriptRates: { 5: 3000, 50: 10000, 500: 25000, 5000: 90000, 50000: 400000 },
  audiencePercent: { non_broadcast: 100, local: 150, regional: 200, national: 300, worldwide: 500 },
  extraUsageYearPercent: 50,
  includedRevisions: 2,
  extraRevisionPrice: 2500,
  standardTurnaroundDays: 3,
  rushFeePercent: 50,
  acceptsSecurePayment: true,
  additionalServices: [],
};
/** The market's flat price of any additional service, in cents (used without a voice actor). */
export const MARKET_SERVICE_PRICE = 5000;

/** Booking defaults of spec section 9 for fields the client left unset. */
export const BOOKING_DEFAULTS = { usageMonths: 12, revisions: 2, turnaroundDays: 3 } as const;

export interface PriceLine {
  readonly label: string;
  /** Cents. */
  readonly amount: number;
}

/** A booking's price in minor units (cents, USD). */
export interface BookingPrice {
  readonly currency: typeof CURRENCY;
  /** What the client pays: the fixed budget, or the suggested one. */
  readonly clientPrice: number;
  readonly platformFee: number;
  readonly voiceActorNet: number;
  readonly platformFeePercent: number;
  readonly securePayment: boolean;
  /** The price of the terms at the voice actor's rates when the client gave no fixed budget; else null. */
  readonly suggestedBudget: number | null;
  /** The parts of the rate-card price (sum == clientPrice without a fixed budget). */
  readonly lines: readonly PriceLine[];
  /** The script's length tier and the words it was judged by. */
  readonly words: number;
  readonly tier: ScriptTier;
}

/** Why a booking cannot be priced: the field and what is allowed (a 422 at the edge). */
export interface PricingProblem {
  readonly field: string;
  readonly message: string;
}

export type PricingResult = { ok: true; price: BookingPrice } | { ok: false; problem: PricingProblem };

const SECONDS: Record<NonNullable<ValueAndUnit['unit']>, number> = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86_400,
  week: 7 * 86_400,
  month: (365.25 * 86_400) / 12,
  year: 365.25 * 86_400,
};
const secondsOf = (v: ValueAndUnit) => v.value * SECONDS[v.unit ?? 'second'];

/** Words of a script: runs of non-space characters. */
export const wordCount = (script: string): number => script.split(/\s+/u).filter((w) => w !== '').length;

/** The words a booking is priced by: the script's when it has words, else recording_length read aloud. */
export function bookingWords(fields: Pick<BookingTerms, 'script' | 'recording_length'>): number {
  const fromScript = fields.script === undefined ? 0 : wordCount(fields.script);
  if (fromScript > 0) return fromScript;
  return Math.ceil(secondsOf(fields.recording_length) * WORDS_PER_SECOND - 1e-9);
}

/** The smallest tier that holds `words` (the last tier past 50,000 words). */
export const scriptTier = (words: number): ScriptTier => SCRIPT_TIERS.find((t) => words <= t) ?? LAST_TIER;

/** Cents for the script alone: its tier's rate, past the last tier once per started 50,000 words. */
export function scriptPrice(words: number, rates: RateCard['scriptRates']): number {
  if (words <= LAST_TIER) return rates[scriptTier(words)];
  return rates[LAST_TIER] * Math.ceil(words / LAST_TIER);
}

export function audienceTier(size: AudienceSize): AudienceTier {
  const found = AUDIENCE_TIERS.find(([s]) => s === size);
  // The contract's enum admits only the five sizes; a size between tiers takes the next one up.
  return found ? found[1] : (AUDIENCE_TIERS.find(([s]) => size <= s)?.[1] ?? 'worldwide');
}

/** Started years of usage past the included 12 months (0 within them). */
export function extraUsageYears(usage: ValueAndUnit | undefined): number {
  if (usage === undefined) return 0;
  const years = secondsOf(usage) / SECONDS.year;
  // Twelve months are exactly one year in SECONDS; the tolerance absorbs the division's rounding.
  return Math.max(0, Math.ceil(years - 1 - 1e-9));
}

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);
const tooHigh = (field: string): PricingResult => ({
  ok: false,
  problem: {
    field,
    message: `${field}: these terms price above ${dollars(MAX_PRICE_MINOR)}, the most a quote can state; choose a shorter length, usage or fewer extras.`,
  },
});

/** The platform fee of a client price, rounded half up to the cent; the net is the rest. */
export function splitFee(clientPrice: number): { platformFee: number; voiceActorNet: number } {
  const platformFee = Math.floor((clientPrice * PLATFORM_FEE_PERCENT + 50) / 100);
  return { platformFee, voiceActorNet: clientPrice - platformFee };
}

/**
 * Prices a booking from its fields and the voice actor's rate card (null: the market defaults).
 * Deterministic and pure: the same inputs always give the same price. `serviceNames` only labels
 * the lines. Refuses (ok: false, with the field) an additional service the voice actor does not
 * offer, Secure Payment with one who does not accept it, and terms above MAX_PRICE_MINOR.
 */
export function priceBooking(
  fields: BookingTerms,
  settings: RateCard | null,
  serviceNames: ReadonlyMap<number, string> = new Map(),
): PricingResult {
  const card = settings ?? MARKET_RATES;
  const securePayment = fields.secure_payment ?? false;
  if (securePayment && !card.acceptsSecurePayment)
    return {
      ok: false,
      problem: {
        field: 'secure_payment',
        message: 'secure_payment: this voice actor does not accept Secure Payment; allowed: false.',
      },
    };

  const words = bookingWords(fields);
  const tier = scriptTier(words);
  const audience = audienceTier(fields.audience_size);
  const usageYears = extraUsageYears(fields.usage);
  const script = percentOf(scriptPrice(words, card.scriptRates), card.audiencePercent[audience]);
  const base = script + usageYears * percentOf(script, card.extraUsageYearPercent);
  if (!(base <= MAX_PRICE_MINOR))
    return tooHigh(fields.script && wordCount(fields.script) > 0 ? 'usage' : 'recording_length');

  const usageMonths = usageYears === 0 ? BOOKING_DEFAULTS.usageMonths : (usageYears + 1) * 12;
  const lines: PriceLine[] = [
    {
      label: `Voice actor fee (${words} words, ${audience.replace('_', '-')} audience, up to ${usageMonths} months usage)`,
      amount: base,
    },
  ];
  const turnaround = fields.turnaround ?? BOOKING_DEFAULTS.turnaroundDays;
  if (turnaround < card.standardTurnaroundDays)
    lines.push({
      label: `Rush turnaround (${turnaround} ${turnaround === 1 ? 'day' : 'days'}, standard ${card.standardTurnaroundDays})`,
      amount: percentOf(base, card.rushFeePercent),
    });
  const extraRevisions = Math.max(
    0,
    (fields.revisions ?? BOOKING_DEFAULTS.revisions) - card.includedRevisions,
  );
  if (extraRevisions > 0)
    lines.push({
      label: `Extra revisions (${extraRevisions} x ${dollars(card.extraRevisionPrice)})`,
      amount: extraRevisions * card.extraRevisionPrice,
    });
  for (const id of fields.additional_services ?? []) {
    const offered = card.additionalServices.find((s) => s.serviceId === id);
    if (settings !== null && offered === undefined) {
      const allowed = card.additionalServices.map((s) => s.serviceId).join(', ') || 'none';
      return {
        ok: false,
        problem: {
          field: 'additional_services',
          message: `additional_services: this voice actor does not offer service ${id}; allowed: ${allowed}.`,
        },
      };
    }
    lines.push({
      label: `Additional service - ${serviceNames.get(id) ?? `#${id}`}`,
      amount: offered?.price ?? MARKET_SERVICE_PRICE,
    });
  }

  const suggested = lines.reduce((sum, line) => sum + line.amount, 0);
  if (!(suggested <= MAX_PRICE_MINOR)) return tooHigh('additional_services');
  const fixed = fields.fixed_budget === undefined ? null : toMinor(fields.fixed_budget);
  const clientPrice = fixed ?? suggested;
  return {
    ok: true,
    price: {
      currency: CURRENCY,
      clientPrice,
      ...splitFee(clientPrice),
      platformFeePercent: PLATFORM_FEE_PERCENT,
      securePayment,
      suggestedBudget: fixed === null ? suggested : null,
      lines,
      words,
      tier,
    },
  };
}

/** Cents to the contract's dollars with cents (exact for whole cents). */
export const toDollars = (minor: number): number => Math.round(minor) / 100;

/** An amount of cents as the mails and messages write it: $250.00. */
export const dollars = (minor: number): string => `$${toDollars(minor).toFixed(2)}`;

/** The contract's dollars with cents as integer cents: the one conversion in, at the edge. */
export const toMinor = (dollars: number): number => Math.round(dollars * 100);

/** The contract's Quote for a price: dollars with cents, at the edge only. */
export function quoteResource(price: BookingPrice): Quote {
  return {
    client_price: toDollars(price.clientPrice),
    platform_fee: toDollars(price.platformFee),
    platform_fee_percentage: price.platformFeePercent,
    voice_actor_net: toDollars(price.voiceActorNet),
    currency: price.currency,
    secure_payment: price.securePayment,
    suggested_budget: price.suggestedBudget === null ? null : toDollars(price.suggestedBudget),
  };
}
