import type { PageAttributes } from '../routing/urlPattern';
import { withinOperatorBound } from './operatorNumberBound';

/*
 * Settings arrive as strings, booleans or numbers depending on the operator's back office
 * (spec 3 "Settings"); these read one value each, never throwing and never giving NaN.
 */

/** true, 'true', '1' and 1 are on; false, 'false', '0' and 0 are off; anything else is the fallback. */
export function booleanSetting(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return fallback;
}

const DECIMAL_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A finite number, or a string written as a plain decimal ('5000', '-1.5'), within
 * LARGEST_OPERATOR_NUMBER; anything else (NaN, '', '5000ms', '0x10', '1e3', 1e300) is the
 * fallback, so a typo never becomes a surprise value.
 */
export function numberSetting(value: unknown, fallback: number): number {
  if (typeof value === 'number') return withinOperatorBound(value) ? value : fallback;
  if (typeof value !== 'string' || !DECIMAL_NUMBER.test(value.trim())) return fallback;
  const parsed = Number(value.trim());
  return withinOperatorBound(parsed) ? parsed : fallback;
}

/** Why a JSON setting gives no value: unset, not JSON, or JSON of the wrong form. */
export type JsonSettingError = 'missing' | 'not-json' | 'wrong-shape';

export type JsonSetting<T> = { ok: true; value: T } | { ok: false; error: JsonSettingError };

/**
 * A JSON-valued setting (color_theme, page_attributes ...). Strings are parsed; values the
 * back office already sent as JSON are taken as they are; `isShape` says whether the value
 * has the expected form. null, undefined and a blank string are 'missing'.
 */
export function jsonSetting<T>(value: unknown, isShape: (candidate: unknown) => candidate is T): JsonSetting<T> {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return { ok: false, error: 'missing' };
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return { ok: false, error: 'not-json' };
    }
  }
  return isShape(parsed) ? { ok: true, value: parsed } : { ok: false, error: 'wrong-shape' };
}

/** color_theme: the operator's theme tokens, a JSON object whose contents the theme reads. */
export type ColorTheme = Readonly<Record<string, unknown>>;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec 3: color_theme is JSON; it must be an object. */
export function colorThemeSetting(value: unknown): JsonSetting<ColorTheme> {
  return jsonSetting(value, isPlainObject);
}

const isPageAttributes = (value: unknown): value is PageAttributes =>
  isPlainObject(value) &&
  typeof value.url === 'string' &&
  value.url.trim() !== '' &&
  (value.title === undefined || typeof value.title === 'string') &&
  (value.last === undefined || typeof value.last === 'boolean');

const isPageAttributesList = (value: unknown): value is PageAttributes[] => Array.isArray(value) && value.every(isPageAttributes);

/**
 * Spec 2: page_attributes is a list of { url, title, meta_tags, last }. Every entry needs a
 * url pattern; one bad entry refuses the list ('wrong-shape'), as a bad key=value config
 * does (spec 5), rather than silently giving pages the wrong title.
 */
export function pageAttributesSetting(value: unknown): JsonSetting<PageAttributes[]> {
  return jsonSetting(value, isPageAttributesList);
}

export type ThemeMode = 'dark' | 'light' | 'system';

/** Spec 3: default_theme_mode 'dark mode' or 'light mode' (any case), anything else follows the system. */
export function themeModeSetting(value: unknown): ThemeMode {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'dark mode') return 'dark';
  if (text === 'light mode') return 'light';
  return 'system';
}
