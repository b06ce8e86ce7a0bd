import { formatDate } from '../../core/dates/dateTexts';

/**
 * An event's start in the bettor's language and time zone, as every event list writes it
 * (core formatDate 'eventStart': "Mon 23 Nov, 11:10" in English).
 */
export function formatStartTime(isoTime: string, locale: string, timeZone?: string): string {
  return formatDate(isoTime, locale, 'eventStart', timeZone) ?? '';
}
