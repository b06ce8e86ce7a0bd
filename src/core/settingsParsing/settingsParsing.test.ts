import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import { parseKeyValueConfig } from './keyValueConfig';
import { booleanSetting, colorThemeSetting, jsonSetting, numberSetting, pageAttributesSetting, themeModeSetting } from './settingValues';
import { DEFAULT_CORE_SETTINGS } from '../settings/defaults';
import { LARGEST_OPERATOR_NUMBER } from './operatorNumberBound';
import { readCoreSettings } from './readCoreSettings';

describe('location and currency config strings (spec 5)', () => {
  it('reads key=value,value pairs joined by |', () => {
    const logger = createMemoryLogger();
    expect(parseKeyValueConfig('brandA=GB,IE|brandB=MT', logger)).toEqual(
      new Map([
        ['brandA', ['GB', 'IE']],
        ['brandB', ['MT']],
      ]),
    );
    expect(parseKeyValueConfig(' eu = EUR , GBP ', logger)).toEqual(new Map([['eu', ['EUR', 'GBP']]]));
    expect(logger.errors).toEqual([]);
  });

  it('collects the values of a key given twice', () => {
    expect(parseKeyValueConfig('a=GB|b=MT|a=IE,GB')).toEqual(
      new Map([
        ['a', ['GB', 'IE']],
        ['b', ['MT']],
      ]),
    );
  });

  it('treats an unset config as empty, without an error', () => {
    const logger = createMemoryLogger();
    expect(parseKeyValueConfig('', logger)).toEqual(new Map());
    expect(parseKeyValueConfig('  ', logger)).toEqual(new Map());
    expect(parseKeyValueConfig(null, logger)).toEqual(new Map());
    expect(parseKeyValueConfig(undefined, logger)).toEqual(new Map());
    expect(logger.errors).toEqual([]);
  });

  it.each(['brandA', 'brandA=', '=GB', 'a=GB||b=MT', 'a=GB|', 'a=GB,,IE', 'a=GB,', 'a=b=c', 'br and=GB', 'a,b=GB'])('logs an error and gives an empty map for %j', (text) => {
    const logger = createMemoryLogger();
    expect(parseKeyValueConfig(text, logger)).toEqual(new Map());
    expect(logger.errors).toEqual([expect.stringContaining(`Settings: '${text}' is not a list of key=value,value pairs joined by '|'`)]);
  });

  it('never throws, and gives either a map of non-empty values or an empty map with one error (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[a-z=,| ]{0,20}$/)), (text) => {
        const logger = createMemoryLogger();
        const map = parseKeyValueConfig(text, logger);
        if (logger.errors.length > 0) expect(map.size).toBe(0);
        expect(logger.errors.length).toBeLessThanOrEqual(1);
        for (const [key, values] of map) {
          expect(key).not.toBe('');
          expect(values.length).toBeGreaterThan(0);
          expect(values.every((value) => value !== '' && !value.includes(','))).toBe(true);
        }
      }),
    );
  });
});

describe('config round trip (property)', () => {
  it('reads back any well-formed config it is given', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,6}$/);
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(token, fc.uniqueArray(token, { minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 5, selector: ([key]) => key }), (pairs) => {
        const logger = createMemoryLogger();
        const text = pairs.map(([key, values]) => `${key}=${values.join(',')}`).join('|');
        expect(parseKeyValueConfig(text, logger)).toEqual(new Map(pairs));
        expect(logger.errors).toEqual([]);
      }),
    );
  });
});

describe('setting values', () => {
  it('reads booleans', () => {
    expect([true, 'true', '1', 1, ' TRUE '].map((value) => booleanSetting(value, false))).toEqual([true, true, true, true, true]);
    expect([false, 'false', '0', 0].map((value) => booleanSetting(value, true))).toEqual([false, false, false, false]);
    expect(['maybe', 2, null, undefined, {}].map((value) => booleanSetting(value, true))).toEqual([true, true, true, true, true]);
  });

  it('reads numbers written as plain decimals only', () => {
    expect(['5000', ' 2.5 ', '-1', 30, '.5'].map((value) => numberSetting(value, 1))).toEqual([5000, 2.5, -1, 30, 0.5]);
    expect(['abc', '', '5000ms', '0x10', '1e3', Number.NaN, Number.POSITIVE_INFINITY, null, true].map((value) => numberSetting(value, 7))).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 7]);
  });

  it('refuses numbers too large to be exact, as sent or written out (1e300, past 2^53)', () => {
    expect([1e300, -Number.MAX_VALUE, Number.MAX_SAFE_INTEGER + 2, '90071992547409930'].map((value) => numberSetting(value, 7))).toEqual([7, 7, 7, 7]);
    expect(numberSetting(LARGEST_OPERATOR_NUMBER, 7)).toBe(LARGEST_OPERATOR_NUMBER);
  });

  it('gives a setting outside its range its default (issue 20: stake_max_digits of -1.8e308 refused every stake)', () => {
    const read = readCoreSettings({
      stake_max_digits: -Number.MAX_VALUE,
      max_bets_on_betslip: 0,
      user_wallet_poll_time: 5,
      poll_changes_refresh_interval: '2.5',
      precision: 2.5,
      stake_rate_percentage: 250,
      bet_stake_min_amount: -1,
    });
    expect(read).toMatchObject({
      stake_max_digits: DEFAULT_CORE_SETTINGS.stake_max_digits,
      max_bets_on_betslip: DEFAULT_CORE_SETTINGS.max_bets_on_betslip,
      user_wallet_poll_time: DEFAULT_CORE_SETTINGS.user_wallet_poll_time,
      poll_changes_refresh_interval: DEFAULT_CORE_SETTINGS.poll_changes_refresh_interval,
      precision: DEFAULT_CORE_SETTINGS.precision,
      stake_rate_percentage: DEFAULT_CORE_SETTINGS.stake_rate_percentage,
      bet_stake_min_amount: DEFAULT_CORE_SETTINGS.bet_stake_min_amount,
    });
    expect(readCoreSettings({ stake_max_digits: '12', max_bets_on_betslip: 20, precision: 0, stake_rate_percentage: '12.5' })).toMatchObject({ stake_max_digits: 12, max_bets_on_betslip: 20, precision: 0, stake_rate_percentage: 12.5 });
  });

  it('never gives NaN for a number setting (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.anything()), (value) => {
        expect(Number.isFinite(numberSetting(value, 0))).toBe(true);
      }),
    );
  });

  it('reads JSON settings with typed errors', () => {
    const isObject = (value: unknown): value is Record<string, string> => typeof value === 'object' && value !== null && !Array.isArray(value);
    expect(jsonSetting('{"primary":"#123"}', isObject)).toEqual({ ok: true, value: { primary: '#123' } });
    expect(jsonSetting({ primary: '#123' }, isObject)).toEqual({ ok: true, value: { primary: '#123' } });
    expect(jsonSetting('{oops', isObject)).toEqual({ ok: false, error: 'not-json' });
    expect(jsonSetting('[1]', isObject)).toEqual({ ok: false, error: 'wrong-shape' });
    expect(jsonSetting(' ', isObject)).toEqual({ ok: false, error: 'missing' });
    expect(jsonSetting(undefined, isObject)).toEqual({ ok: false, error: 'missing' });
  });

  it('reads color_theme as a JSON object', () => {
    expect(colorThemeSetting('{"primary":"#0a0","dark":{"bg":"#000"}}')).toEqual({ ok: true, value: { primary: '#0a0', dark: { bg: '#000' } } });
    expect(colorThemeSetting('"#0a0"')).toEqual({ ok: false, error: 'wrong-shape' });
  });

  it('reads page_attributes as a list of url patterns with titles and meta tags', () => {
    const list = [
      { url: '/*', title: 'Sportsbook', meta_tags: [{ name: 'description', content: 'Bet' }] },
      { url: '/*/live/*', title: 'Live', last: true },
    ];
    expect(pageAttributesSetting(JSON.stringify(list))).toEqual({ ok: true, value: list });
    expect(pageAttributesSetting('[{"title":"No url"}]')).toEqual({ ok: false, error: 'wrong-shape' });
    expect(pageAttributesSetting('[{"url":"/*","title":3}]')).toEqual({ ok: false, error: 'wrong-shape' });
    expect(pageAttributesSetting('{"url":"/*"}')).toEqual({ ok: false, error: 'wrong-shape' });
  });

  it('reads default_theme_mode', () => {
    expect(['dark mode', 'Light Mode', 'dark', 'auto', undefined, 1].map(themeModeSetting)).toEqual(['dark', 'light', 'system', 'system', 'system', 'system']);
  });
});
