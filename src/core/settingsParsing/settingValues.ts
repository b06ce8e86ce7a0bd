/** Settings arrive as strings, booleans or numbers depending on the operator's back office. */

export function booleanSetting(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || (typeof value === 'string' && value.trim().toLowerCase() === 'true')) return true;
  if (value === 0 || value === '0' || (typeof value === 'string' && value.trim().toLowerCase() === 'false')) return false;
  return fallback;
}

export function numberSetting(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
}

export type JsonSetting<T> = { ok: true; value: T } | { ok: false; error: 'not-json' | 'wrong-shape' };

/**
 * A JSON-valued setting (color_theme, page_attributes ...). Already-parsed values are
 * accepted as they are; `isShape` says whether the value has the expected form.
 */
export function jsonSetting<T>(value: unknown, isShape: (candidate: unknown) => candidate is T): JsonSetting<T> {
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

export type ThemeMode = 'dark' | 'light' | 'system';

/** Spec 3: default_theme_mode 'dark mode' or 'light mode', anything else follows the system. */
export function themeModeSetting(value: unknown): ThemeMode {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'dark mode') return 'dark';
  if (text === 'light mode') return 'light';
  return 'system';
}
