import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import { parseKeyValueConfig } from './keyValueConfig';
import { booleanSetting, jsonSetting, numberSetting, themeModeSetting } from './settingValues';

describe('location and currency config strings (spec 5)', () => {
  it('reads key=value,value pairs joined by |', () => {
    expect(parseKeyValueConfig('brandA=GB,IE|brandB=MT')).toEqual(
      new Map([
        ['brandA', ['GB', 'IE']],
        ['brandB', ['MT']],
      ]),
    );
    expect(parseKeyValueConfig(' eu = EUR , GBP ')).toEqual(new Map([['eu', ['EUR', 'GBP']]]));
    expect(parseKeyValueConfig('')).toEqual(new Map());
  });

  it.each(['brandA', 'brandA=', '=GB', 'a=GB||b=MT', 'a=GB,,IE', 'a=b=c'])('logs an error and gives an empty map for %j', (text) => {
    const logger = createMemoryLogger();
    expect(parseKeyValueConfig(text, logger)).toEqual(new Map());
    expect(logger.errors).toHaveLength(1);
  });

  it('never throws (property)', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseKeyValueConfig(text, createMemoryLogger())));
  });
});

describe('setting values', () => {
  it('reads booleans, numbers, JSON and the theme mode', () => {
    expect([true, 'true', '1', 1, 'TRUE'].map((value) => booleanSetting(value, false))).toEqual([true, true, true, true, true]);
    expect([false, 'false', '0', 0].map((value) => booleanSetting(value, true))).toEqual([false, false, false, false]);
    expect(booleanSetting('maybe', true)).toBe(true);
    expect(numberSetting('5000', 1)).toBe(5000);
    expect(numberSetting('abc', 1)).toBe(1);
    expect(numberSetting('', 1)).toBe(1);
    const isObject = (value: unknown): value is Record<string, string> => typeof value === 'object' && value !== null && !Array.isArray(value);
    expect(jsonSetting('{"primary":"#123"}', isObject)).toEqual({ ok: true, value: { primary: '#123' } });
    expect(jsonSetting('{oops', isObject)).toEqual({ ok: false, error: 'not-json' });
    expect(jsonSetting('[1]', isObject)).toEqual({ ok: false, error: 'wrong-shape' });
    expect(['dark mode', 'Light Mode', 'auto', undefined].map(themeModeSetting)).toEqual(['dark', 'light', 'system', 'system']);
  });
});
