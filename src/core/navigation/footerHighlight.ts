import { withoutLocale } from '../routing/locale';
import { isMyBetsPath } from '../routing/routes';
import type { FooterItem, FooterItemId } from './footerItems';

export interface FooterHighlightContext {
  currentPath: string;
  betslipOpen: boolean;
  myBetsOpen: boolean;
}

function normalised(path: string): string {
  return withoutLocale(path.replace(/[?#].*$/, '')).replace(/\/+$/, '') || '/';
}

/**
 * The footer item for the current page (spec 2), or null. Nothing is highlighted while the
 * betslip or My Bets is open. My Bets is active on /open_bets and any path containing
 * mybets. Another item is active on its address or below it; when several match
 * ('/sports' and '/sports/kiron') the longest address wins. Absolute (external) addresses
 * never match.
 */
export function highlightedFooterItem(items: readonly FooterItem[], { currentPath, betslipOpen, myBetsOpen }: FooterHighlightContext): FooterItemId | null {
  if (betslipOpen || myBetsOpen) return null;
  if (isMyBetsPath(currentPath)) return items.some((item) => item.id === 'mybets') ? 'mybets' : null;
  const path = normalised(currentPath);
  let best: { id: FooterItemId; length: number } | null = null;
  for (const item of items) {
    if (item.href === null || item.id === 'mybets' || !item.href.startsWith('/') || item.href.startsWith('//')) continue;
    const target = normalised(item.href);
    const matches = path === target || path.startsWith(target === '/' ? '/' : `${target}/`);
    if (matches && (best === null || target.length > best.length)) best = { id: item.id, length: target.length };
  }
  return best?.id ?? null;
}

/** Whether `item` is the highlighted one among the footer's `items` (spec 2). */
export function isFooterItemHighlighted(item: FooterItem, items: readonly FooterItem[], context: FooterHighlightContext): boolean {
  return highlightedFooterItem(items, context) === item.id;
}
