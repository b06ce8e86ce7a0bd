import { booleanSetting } from '../settingsParsing/settingValues';
import { withoutLocale } from '../routing/locale';

/** The sportsbook's own promotions page when the operator configures no other (spec 2). */
export const DEFAULT_PROMOTIONS_PATH = '/promotions';

type RawSettings = Readonly<Record<string, unknown>> | null | undefined;

const isAbsolute = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/**
 * Where "Promotions" goes (spec 2 route table: "/promotions or configured"): the
 * operator's `promotions_url` when it is a non-empty string (an in-app path such as
 * /offers, or an address of the operator's own site), else /promotions.
 */
export function promotionsAddress(settings: RawSettings): string {
  const configured = settings?.promotions_url;
  return typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : DEFAULT_PROMOTIONS_PATH;
}

/**
 * Spec 2: "Promotions is hidden when the virtuals flag is off or the promotions feature is
 * unavailable". The flag is `virtuals_enabled`; the feature is `promotions_enabled` (ours,
 * docs/promotions.md), both on unless the operator turns them off. One rule for every
 * place that links to promotions (footer bar, site footer, menu).
 */
export function promotionsOffered(settings: RawSettings): boolean {
  return booleanSetting(settings?.virtuals_enabled, true) && booleanSetting(settings?.promotions_enabled, true);
}

/**
 * An operator link (an advert's call to action, a sub-header entry) that points at the
 * default promotions page, sent to the configured address instead: the operator's content
 * was written once, the address may be configured later. /promotions/{id} keeps its
 * promotion when the configured address is in the app (/offers/{id}); to an outside
 * address it goes to that address. A #section or query is kept. Any other link is returned unchanged.
 */
export function promotionsLink(href: string, address: string): string {
  if (isAbsolute(href) || address === DEFAULT_PROMOTIONS_PATH) return href;
  const path = withoutLocale(href.replace(/[?#].*$/, ''));
  const match = /^\/promotions(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return href;
  const id = match[1];
  // A section of the page (#vip) or a query stays with the link.
  const suffix = /[?#].*$/.exec(href)?.[0] ?? '';
  if (id === undefined || isAbsolute(address)) return `${address}${suffix}`;
  return `${promotionDetailHref(address, id)}${suffix}`;
}

/** A promotion's own page under the promotions address; under an outside address, the in-app /promotions/{id}. */
export function promotionDetailHref(address: string, id: string): string {
  const base = isAbsolute(address) ? DEFAULT_PROMOTIONS_PATH : address.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(id)}`;
}
