import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { columnTypeOf, findPageLayout, layoutColumns, type ColumnType, type LayoutColumn, type LayoutItem, type PageLayout } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { usePathname } from '../shell/usePathname';

export interface ResolvedPageLayout {
  /** The operator's layout for this path, or null (none configured or none matching). */
  layout: PageLayout | null;
  columnType: ColumnType;
  /** The columns to show, in display order. */
  columns: readonly LayoutColumn[];
  left: readonly LayoutItem[];
  right: readonly LayoutItem[];
  centreBottom: readonly LayoutItem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isLayoutItem = (value: unknown): value is LayoutItem =>
  isRecord(value) && typeof value.name === 'string' && (typeof value.id === 'number' || (typeof value.id === 'string' && value.id !== ''));

const items = (value: unknown): LayoutItem[] => (Array.isArray(value) ? value.filter(isLayoutItem) : []);

/**
 * The operator's page_layouts setting, read defensively: it comes unchecked from the back
 * office, so an entry without a string url is dropped and a column that is not a list of
 * {name, id} items counts as empty, rather than breaking the page.
 */
export function pageLayoutsSetting(value: unknown): PageLayout[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((entry): PageLayout[] =>
    typeof entry.url === 'string'
      ? [
          {
            name: typeof entry.name === 'string' ? entry.name : 'Default',
            url: entry.url,
            column_type: typeof entry.column_type === 'string' ? entry.column_type : '',
            left_column: items(entry.left_column),
            right_column: items(entry.right_column),
            centre_column_bottom: items(entry.centre_column_bottom),
          },
        ]
      : [],
  );
}

/**
 * Spec 2 "Page shell": the layout whose URL pattern matches the current path (core's
 * findPageLayout), its column type (triple when missing or unknown) and its columns in
 * display order.
 */
export function usePageLayout(): ResolvedPageLayout {
  useSignals();
  const raw = useRuntime().store.settings.raw.value?.page_layouts;
  const pathname = usePathname();
  return useMemo(() => {
    const layout = findPageLayout(pathname, pageLayoutsSetting(raw));
    const columnType = columnTypeOf(layout);
    return {
      layout,
      columnType,
      columns: layoutColumns(columnType),
      left: layout?.left_column ?? [],
      right: layout?.right_column ?? [],
      centreBottom: layout?.centre_column_bottom ?? [],
    };
  }, [pathname, raw]);
}
