import { dateTimeFormat } from './dateTimeFormat';

/**
 * Every date a bettor reads, in one place (issue 23: five screens wrote dates by five
 * rules, "Wed, Mar 24, 07:56 PM" beside "Fri 27 Nov, 22:36"). A screen names what it shows;
 * Intl writes it in the language's own order, words and clock (24 h in en, fr, es, pt, sw).
 */
export const DATE_FORMATS = {
  /** When an event starts: "Sat 28 Nov, 15:00" in English, "sam. 28 nov., 15:00" in French. */
  eventStart: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** A moment on a record (a bet placed or settled, a transaction, a limit taking effect): "28 Nov 2026, 10:15". */
  moment: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** A day: "28 Nov 2026" (a promotion's period). */
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  /** A day in words: "28 November 2026" (history's day headings, the registration date). */
  longDay: { day: 'numeric', month: 'long', year: 'numeric' },
  /** A day of the coming week: "Sat 28 Nov". */
  shortDay: { weekday: 'short', day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormatName = keyof typeof DATE_FORMATS;

/**
 * The Intl locale for a sportsbook language. Plain "en" is en-GB, the product's default
 * language (spec 7's `X-Accept-Language` default): Intl reads "en" as American English
 * (month first, 12-hour clock), which no other text of the product is in.
 */
export function intlLocale(language: string): string {
  return language.toLowerCase() === 'en' ? 'en-GB' : language;
}

/**
 * `value` (an ISO string, epoch milliseconds or a Date) written as `name` in `language`,
 * in the bettor's time zone unless `timeZone` is given; null for a missing or unreadable
 * value, so a screen shows its own "—" rather than "Invalid Date".
 */
export function formatDate(value: string | number | Date | null | undefined, language: string, name: DateFormatName, timeZone?: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const options: Intl.DateTimeFormatOptions = timeZone ? { ...DATE_FORMATS[name], timeZone } : DATE_FORMATS[name];
  return dateTimeFormat(intlLocale(language), options).format(date);
}

/** The bettor's calendar day of `date` as YYYY-MM-DD (a date field's value, an API's day filter), never a text to read. */
export function calendarDay(date: Date): string {
  const two = (value: number) => (value < 10 ? `0${value}` : String(value));
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
