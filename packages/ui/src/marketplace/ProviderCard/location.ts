// Apart from the card: pages that only write a location (the profile's header) would otherwise load
// the whole card's code with it.

/** A place a voice actor works from; the first is the primary one. */
export interface ProviderLocation {
  country_code: string;
  /** The country's name, as the server gives it ("United States"); the code is shown without it. */
  country_name?: string;
  region?: string | null;
  city?: string | null;
}

/**
 * "Los Angeles, California, United States"; the country alone when that is all there is. The
 * country's name is the server's (`country_name`): naming it here with Intl.DisplayNames cost the
 * first card of a page 120 to 140 ms of main thread at a phone's speed. Its code when it has none.
 */
export function formatLocation(location: ProviderLocation): string {
  return [location.city, location.region, location.country_name ?? location.country_code]
    .filter(Boolean)
    .join(', ');
}
