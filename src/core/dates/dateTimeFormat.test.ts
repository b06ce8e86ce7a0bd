import { describe, expect, it } from 'vitest';
import { DATE_FORMATS } from './dateTexts';
import { dateTimeFormat } from './dateTimeFormat';

const EVENT_START_FORMAT: Intl.DateTimeFormatOptions = DATE_FORMATS.eventStart;

describe('dateTimeFormat', () => {
  it('keeps one format per language and options, and formats as Intl does', () => {
    const english = dateTimeFormat('en-GB', EVENT_START_FORMAT);
    expect(dateTimeFormat('en-GB', { ...EVENT_START_FORMAT })).toBe(english);
    expect(dateTimeFormat('fr', EVENT_START_FORMAT)).not.toBe(english);
    expect(dateTimeFormat('en-GB', { dateStyle: 'long' })).not.toBe(english);
    const start = new Date(Date.UTC(2026, 10, 28, 15, 0));
    expect(english.format(start)).toBe(new Intl.DateTimeFormat('en-GB', EVENT_START_FORMAT).format(start));
    expect(dateTimeFormat('fr', EVENT_START_FORMAT).format(start)).toBe(new Intl.DateTimeFormat('fr', EVENT_START_FORMAT).format(start));
  });
});
