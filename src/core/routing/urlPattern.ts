/**
 * Settings match pages by URL pattern with '*' as a wildcard for any run of characters,
 * including '/' (spec 2). The whole path must match. Patterns are compared without a
 * query string or fragment.
 */
export function matchesUrlPattern(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

export interface PageAttributes {
  url: string;
  title?: string;
  meta_tags?: unknown;
  last?: boolean;
}

/** Spec 2: page title and meta tags from page_attributes; the last matching entry wins. */
export function matchPageAttributes<T extends PageAttributes>(pathname: string, entries: readonly T[]): T | null {
  let match: T | null = null;
  for (const entry of entries) if (matchesUrlPattern(entry.url, pathname)) match = entry;
  return match;
}

export type ColumnType = 'single' | 'side_left' | 'side_right' | 'triple' | 'triple_side_right';

export interface PageLayout {
  name: string;
  url: string;
  column_type: string;
  left_column?: readonly unknown[];
  right_column?: readonly unknown[];
  centre_column_bottom?: readonly unknown[];
}

const COLUMN_TYPES: readonly ColumnType[] = ['single', 'side_left', 'side_right', 'triple', 'triple_side_right'];

/**
 * Spec 2: layouts are found by URL pattern ('/*' global, '/*\/sports/10001*' the sports
 * home). The most specific match wins (the pattern with the most literal characters), so
 * the sports-home layout beats the global one whatever order the settings list them in.
 */
export function findPageLayout<T extends PageLayout>(pathname: string, layouts: readonly T[]): T | null {
  let best: T | null = null;
  let bestWeight = -1;
  for (const layout of layouts) {
    if (!matchesUrlPattern(layout.url, pathname)) continue;
    const weight = layout.url.replace(/\*/g, '').length;
    if (weight >= bestWeight) {
      best = layout;
      bestWeight = weight;
    }
  }
  return best;
}

/** A layout's column type; unknown or missing types fall back to triple (spec 2). */
export function columnTypeOf(layout: Pick<PageLayout, 'column_type'> | null): ColumnType {
  const type = layout?.column_type;
  return COLUMN_TYPES.find((candidate) => candidate === type) ?? 'triple';
}
