/**
 * `<sportsbook-login-status>`: franco mode's login-status widget (lit-html, no React). The
 * element itself: elements/sportsbook-login-status.ts; docs/franco.md.
 */
import type { ElementShape } from './elementDescription.ts';
import { PAGE_SETTING_ATTRIBUTES } from './pageSettings.ts';

const { brand, locale, apiBase, token, hostOrigin, mode } = PAGE_SETTING_ATTRIBUTES;

export const sportsbookLoginStatusShape = {
  tagName: 'sportsbook-login-status',
  attributes: { brand, locale, apiBase, token, hostOrigin, mode },
} as const satisfies ElementShape;
