import { parseHostOrigin } from '../../src/core/config/parseHostOrigin';
import type { LoginStatusAttribute } from './loginStatusSession';

/**
 * The standalone widget's six settings, checked by the SDK's rules (src/store/configModel.ts;
 * widgetSettings.test.ts keeps the two in step) without the store, which would bring its
 * signals library into the widget's 10 KB script.
 */
export interface WidgetSettings {
  brand: string;
  locale: string;
  apiBase: string;
  token: string | null;
  hostOrigin: string | null;
  mode: string;
}

export const WIDGET_MODES = ['standalone', 'embedded', 'content-embedded', 'native-app', 'franco'];

/** The setting each attribute feeds; the names are the SDK's settings too (runtimeSession.ts). */
export const WIDGET_SETTING_OF: Readonly<Record<LoginStatusAttribute, keyof WidgetSettings>> = {
  brand: 'brand',
  locale: 'locale',
  'api-base': 'apiBase',
  token: 'token',
  'host-origin': 'hostOrigin',
  mode: 'mode',
};

type Checked = { ok: true; value: string | null } | { ok: false; problem: string };

const refuse = (problem: string): Checked => ({ ok: false, problem });

function check(attribute: LoginStatusAttribute, raw: string | null): Checked {
  const value = raw?.trim() ?? '';
  switch (attribute) {
    case 'brand':
      return /^[a-z0-9][a-z0-9-]{0,39}$/.test(value.toLowerCase()) ? { ok: true, value: value.toLowerCase() } : refuse(`brand "${raw}" is not a brand id: use lowercase letters, digits and dashes, for example "royal-casino".`);
    case 'locale':
      return /^[a-z]{2}$/.test(value.toLowerCase()) ? { ok: true, value: value.toLowerCase() } : refuse(`locale "${raw}" is not a two-letter language code such as "en" or "de".`);
    case 'api-base':
      return value ? { ok: true, value } : refuse("api-base is empty: leave the attribute out to use the page's own origin, or give the operator API address.");
    case 'token':
      if (!value) return { ok: true, value: null };
      // Never echo a token: the message goes to the console.
      return /^[\x21-\x7e]{1,4096}$/.test(value) ? { ok: true, value } : refuse('token is not an access token: give the token the session service issued for this player, without spaces or line breaks.');
    case 'host-origin': {
      if (!value) return { ok: true, value: null };
      const parsed = parseHostOrigin(value);
      return parsed.ok ? { ok: true, value: parsed.origin } : refuse(`host-origin: ${parsed.problem}`);
    }
    case 'mode':
      return WIDGET_MODES.includes(value.toLowerCase()) ? { ok: true, value: value.toLowerCase() } : refuse(`mode "${raw}" is not a mode: use ${WIDGET_MODES.map((name) => `"${name}"`).join(', ')}.`);
  }
}

const FIELD: Record<LoginStatusAttribute, keyof WidgetSettings> = { brand: 'brand', locale: 'locale', 'api-base': 'apiBase', token: 'token', 'host-origin': 'hostOrigin', mode: 'mode' };

/**
 * Applies one attribute to `settings` when valid and returns the refusal (with its fix)
 * otherwise. A removed brand, locale, api-base or mode keeps the current value, as on the
 * SDK's elements; a removed token or host-origin clears it.
 */
export function applyWidgetSetting(settings: WidgetSettings, attribute: LoginStatusAttribute, raw: string | null): string | null {
  if (raw === null && attribute !== 'token' && attribute !== 'host-origin') return null;
  const checked = check(attribute, raw);
  if (!checked.ok) return checked.problem;
  (settings as unknown as Record<string, string | null>)[FIELD[attribute]] = checked.value;
  return null;
}
