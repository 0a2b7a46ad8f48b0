/**
 * Codes the browser names that are not countries a voice actor works from: groupings and private
 * use (EU, UN, ZZ, …), codes ISO 3166 has withdrawn or keeps for transition, which Intl still names
 * after their successors (UK, SU, YU, DD, …: with them the picker offered Germany, Russia and the
 * United Kingdom twice, and Serbia three times, under codes search does not match), and its
 * exceptional reservations (AC, EA, IC, TA, …). Kosovo (XK) stays: user-assigned, in common use.
 */
const NOT_COUNTRIES = new Set(
  [
    ['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'],
    ['AN', 'BU', 'CS', 'DD', 'DY', 'FX', 'HV', 'NH', 'RH', 'SU', 'TP', 'UK', 'VD', 'YD', 'YU', 'ZR'],
    ['AC', 'CP', 'CQ', 'DG', 'EA', 'IC', 'TA'],
  ].flat(),
);

/** Every country the browser can name, once each, by name: the location picker's choices. */
export function countryChoices(): { value: string; label: string }[] {
  const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const found: { value: string; label: string }[] = [];
  for (const a of letters)
    for (const b of letters) {
      const code = `${a}${b}`;
      const name = regionNames.of(code);
      if (name !== undefined && name !== code && !NOT_COUNTRIES.has(code))
        found.push({ value: code, label: name });
    }
  return found.sort((x, y) => x.label.localeCompare(y.label, 'en'));
}
