// Intl formatters, made once per locale and options. Constructing one loads and resolves the locale's
// data and costs far more than formatting with it: a page of ten search results built a number format
// for every rating and review count it rendered, and those constructions were the costliest
// functions of the components in a profile of its hydration (about 80 ms on a phone-speed CPU).

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter `make` gave for this locale and these options the first time, kept in `made`. */
function once<Options, Format>(
  made: Map<string, Format>,
  make: (locale: string, options: Options) => Format,
  locale: string,
  options: Options,
): Format {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = made.get(key);
  if (format === undefined) {
    format = make(locale, options);
    made.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, the same object for the same locale and options. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once(numberFormats, (l, o) => new Intl.NumberFormat(l, o), locale, options);

/** `new Intl.DateTimeFormat(locale, options)`, the same object for the same locale and options. */
export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat => once(dateTimeFormats, (l, o) => new Intl.DateTimeFormat(l, o), locale, options);
