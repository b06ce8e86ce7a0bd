/**
 * An event's start in the bettor's language and time zone, "Mon 23 Nov, 11:10" in English:
 * a day and a 24-hour time, since search results span the whole week. English reads as
 * en-GB, the product's default language (spec 7).
 */
export function formatStartTime(isoTime: string, locale: string, timeZone?: string): string {
  const date = new Date(isoTime);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
