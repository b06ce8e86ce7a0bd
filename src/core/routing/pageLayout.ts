import { matchesUrlPattern } from './urlPattern';

/** Spec 2 "Page shell": how the page's columns are laid out. */
export type ColumnType = 'single' | 'side_left' | 'side_right' | 'triple' | 'triple_side_right';

/** Left is the menu, content the page, right the betslip / My Bets / adverts column. */
export type LayoutColumn = 'left' | 'content' | 'right';

/** A layout item: name html_widget or advert, and its id (spec 2). */
export interface LayoutItem {
  name: string;
  id: string | number;
}

/** Spec 3 "Page layout". column_type stays a string: it comes unchecked from settings. */
export interface PageLayout {
  name: string;
  url: string;
  column_type: string;
  left_column?: readonly LayoutItem[];
  right_column?: readonly LayoutItem[];
  centre_column_bottom?: readonly LayoutItem[];
}

/** Spec 2: the columns each type shows, in display order. */
const COLUMNS: Readonly<Record<ColumnType, readonly LayoutColumn[]>> = Object.freeze({
  single: Object.freeze(['content'] as const),
  side_left: Object.freeze(['left', 'content'] as const),
  side_right: Object.freeze(['content', 'right'] as const),
  triple: Object.freeze(['left', 'content', 'right'] as const),
  triple_side_right: Object.freeze(['content', 'right', 'left'] as const),
});

function isColumnType(value: unknown): value is ColumnType {
  return typeof value === 'string' && Object.hasOwn(COLUMNS, value);
}

/**
 * Spec 2: layouts are found by URL pattern (global '/*', the sports home '/*\/sports/10001*').
 * The most specific match wins, measured by the literal (non-'*') characters of its
 * pattern, so the sports-home layout beats the global one whatever order the settings list
 * them in; among equally specific patterns the later entry wins, as page_attributes does.
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

/** A layout's column type; a missing layout or an unknown type falls back to triple (spec 2). */
export function columnTypeOf(layout: Pick<PageLayout, 'column_type'> | null): ColumnType {
  const type = layout?.column_type;
  return isColumnType(type) ? type : 'triple';
}

/** Spec 2: single is content only; triple_side_right puts content, right, then left. */
export function layoutColumns(columnType: ColumnType): readonly LayoutColumn[] {
  return COLUMNS[columnType];
}
