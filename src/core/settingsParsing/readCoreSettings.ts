import { DEFAULT_CORE_SETTINGS, type CoreSettings } from '../settings/defaults';
import { booleanSetting, numberSetting } from './settingValues';

/**
 * The operator's settings as core reads them: every key core knows, read as the type of its
 * spec 9 default (a boolean, a number, a list, a string), the default where the value is
 * missing or unreadable. The SDK's settings model and anything else that must see the
 * settings exactly as the slip does (the money properties suite) read them here.
 */
export function readCoreSettings(values: Readonly<Record<string, unknown>>): CoreSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_CORE_SETTINGS };
  for (const [key, fallback] of Object.entries(DEFAULT_CORE_SETTINGS)) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    if (typeof fallback === 'boolean') merged[key] = booleanSetting(value, fallback);
    else if (typeof fallback === 'number') merged[key] = numberSetting(value, fallback);
    else if (Array.isArray(fallback)) merged[key] = Array.isArray(value) ? value.map(String) : fallback;
    else merged[key] = typeof value === 'string' ? value : fallback;
  }
  return merged as unknown as CoreSettings;
}
