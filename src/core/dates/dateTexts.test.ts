import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, calendarDay, formatDate, intlLocale } from './dateTexts';

// Wed 24 Mar 2027, 19:56 UTC: an evening time tells a 12-hour clock from a 24-hour one.
const INSTANT = '2027-03-24T19:56:00Z';

describe('formatDate: one formatter, the language’s conventions', () => {
  it('writes English as en-GB: day before month, 24-hour clock (never "Wed, Mar 24, 07:56 PM")', () => {
    expect(formatDate(INSTANT, 'en', 'eventStart', 'UTC')).toBe('Wed 24 Mar, 19:56');
    expect(formatDate(INSTANT, 'en', 'moment', 'UTC')).toBe('24 Mar 2027, 19:56');
    expect(formatDate(INSTANT, 'en', 'day', 'UTC')).toBe('24 Mar 2027');
    expect(formatDate(INSTANT, 'en', 'longDay', 'UTC')).toBe('24 March 2027');
    expect(formatDate(INSTANT, 'en', 'shortDay', 'UTC')).toBe('Wed 24 Mar');
  });

  it('writes the same instant in each language’s own words and order', () => {
    expect(formatDate(INSTANT, 'fr', 'eventStart', 'UTC')).toBe('mer. 24 mars, 19:56');
    expect(formatDate(INSTANT, 'fr', 'longDay', 'UTC')).toBe('24 mars 2027');
    expect(formatDate(INSTANT, 'es', 'longDay', 'UTC')).toBe('24 de marzo de 2027');
    expect(formatDate(INSTANT, 'pt', 'longDay', 'UTC')).toBe('24 de março de 2027');
    expect(formatDate(INSTANT, 'sw', 'longDay', 'UTC')).toBe('24 Machi 2027');
    for (const language of ['en', 'fr', 'es', 'pt', 'sw']) {
      expect(formatDate(INSTANT, language, 'moment', 'UTC'), language).toContain('19:56');
      expect(formatDate(INSTANT, language, 'moment', 'UTC'), language).not.toMatch(/PM|p\.\s?m\./i);
    }
  });

  it('takes ISO strings, epoch milliseconds and Dates alike, in the time zone asked', () => {
    const ms = Date.parse(INSTANT);
    expect(formatDate(ms, 'en', 'moment', 'UTC')).toBe('24 Mar 2027, 19:56');
    expect(formatDate(new Date(ms), 'en', 'moment', 'UTC')).toBe('24 Mar 2027, 19:56');
    expect(formatDate(INSTANT, 'en', 'moment', 'Africa/Nairobi')).toBe('24 Mar 2027, 22:56');
  });

  it('answers null for a missing or unreadable value, never "Invalid Date"', () => {
    expect(formatDate(null, 'en', 'moment')).toBeNull();
    expect(formatDate(undefined, 'en', 'moment')).toBeNull();
    expect(formatDate('', 'en', 'moment')).toBeNull();
    expect(formatDate('not a date', 'en', 'moment')).toBeNull();
  });

  it('maps only plain English to en-GB', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('fr')).toBe('fr');
    expect(intlLocale('en-US')).toBe('en-US');
    expect(Object.keys(DATE_FORMATS)).toEqual(['eventStart', 'moment', 'day', 'longDay', 'shortDay']);
  });
});

describe('calendarDay', () => {
  it('is the local calendar day as YYYY-MM-DD, zero-padded', () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(calendarDay(new Date(2026, 10, 28))).toBe('2026-11-28');
  });
});
