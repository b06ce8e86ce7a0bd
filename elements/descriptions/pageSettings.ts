/**
 * The attributes that feed the page's settings (src/store/configModel.ts), shared by every
 * element that takes them: one runtime serves the page, so `brand` on any element is the
 * page's brand. Each element's description picks the ones it takes.
 */
import type { SettingAttribute } from './elementDescription.ts';

export const PAGE_SETTING_ATTRIBUTES = {
  brand: { type: 'string', setting: 'brand', takesEffect: 'live', removal: 'keeps' },
  locale: { type: 'string', setting: 'locale', takesEffect: 'live', removal: 'keeps' },
  apiBase: { type: 'string', setting: 'apiBase', takesEffect: 'at-start', removal: 'keeps' },
  oddsFormat: { type: 'string', setting: 'oddsFormat', takesEffect: 'live', removal: 'clears' },
  theme: { type: 'string', setting: 'theme', takesEffect: 'live', removal: 'clears' },
  mode: { type: 'string', setting: 'mode', takesEffect: 'live', removal: 'keeps' },
  // The router is built once for the page: switching where the route lives under a running
  // sportsbook would drop the bettor's page and leave the old address behind.
  routing: { type: 'string', setting: 'routing', takesEffect: 'at-start', removal: 'keeps' },
  basePath: { type: 'string', setting: 'basePath', takesEffect: 'at-start', removal: 'keeps' },
  token: { type: 'string', setting: 'token', takesEffect: 'live', removal: 'clears' },
  hostOrigin: { type: 'string', setting: 'hostOrigin', takesEffect: 'live', removal: 'clears' },
  channel: { type: 'string', setting: 'channel', takesEffect: 'live', removal: 'keeps' },
} as const satisfies Record<string, SettingAttribute>;

export type PageSettingProperty = keyof typeof PAGE_SETTING_ATTRIBUTES;
