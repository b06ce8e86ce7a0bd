/**
 * One `Intl.DateTimeFormat` per language and options, kept. Building one reads the
 * language's calendar data and costs far more than formatting with it (about 0.3 ms at
 * full speed, over 1 ms on a throttled phone): an event list built one per card spent
 * 150 ms of a 4x-throttled cold start in the constructor alone (docs/performance.md).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The kept format for `locale` and `options`; options are compared by their JSON, so write them in a stable order. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
