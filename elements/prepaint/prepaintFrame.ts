/**
 * The page frame React's shell will draw around the home lists (AppShell, Header,
 * PageColumns, PageSection), worked out before React exists, so the pre-paint puts its
 * cards where React's will be and the hand-over moves no price: the header bar's height,
 * the desktop sub-header's 46 px row, the side columns of the home page's layout, and the
 * page heading's line. Every size comes from the shell's own stylesheets (the pre-paint
 * draws the same elements with the same classes, empty); this decides only which of them.
 */
import { shellRegions, type ShellMode } from '../../src/core/navigation/shellRegions';
import { columnTypeOf, findPageLayout, layoutColumns, type ColumnType, type LayoutColumn, type PageLayout } from '../../src/core/routing/pageLayout';
import { CORE_CONSTANTS } from '../../src/core/settings/defaults';
import type { RawSettings } from './prepaintHome';

export interface PrepaintFrame {
  mode: ShellMode;
  /** The header as the mode shows it; null: none. */
  header: 'full' | 'navigation' | null;
  /** The desktop sub-header's row (its links load later: React keeps the row meanwhile too). */
  subHeader: boolean;
  /** The layout's modifier class (sb-layout--…): the column type on desktop, 'mobile' otherwise. */
  layoutType: ColumnType | 'mobile';
  /** The columns in display order; 'content' holds the lists. */
  columns: readonly LayoutColumn[];
}

const MODES: readonly ShellMode[] = ['standalone', 'embedded', 'content-embedded', 'native-app', 'franco'];

/** The element's `mode` attribute as the config model reads it (unknown or absent: standalone). */
export function prepaintMode(attribute: string | null): ShellMode {
  const value = (attribute ?? '').trim().toLowerCase();
  return (MODES as readonly string[]).includes(value) ? (value as ShellMode) : 'standalone';
}

/** Whether the viewport is desktop wide, as the shell decides it (useIsDesktop: the viewport, not the element). */
export function isDesktopViewport(width: number): boolean {
  return width >= (CORE_CONSTANTS.breakpointsPx[0] ?? 1024);
}

/** Whether the header has a sub-header: its submenu id read as headerSettings.ts's submenuId does (a positive whole number). */
function hasSubHeader(settings: RawSettings): boolean {
  const value = settings.subheader_id;
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(id) && id > 0;
}

function pageLayouts(settings: RawSettings): PageLayout[] {
  const raw = settings.page_layouts;
  return Array.isArray(raw) ? raw.filter((entry): entry is PageLayout => typeof entry === 'object' && entry !== null && typeof (entry as { url?: unknown }).url === 'string') : [];
}

/** The frame of the home page at `path` (the router's, e.g. /en/), in `mode`, at this viewport width. */
export function prepaintFrame(settings: RawSettings, { mode, path, desktop }: { mode: ShellMode; path: string; desktop: boolean }): PrepaintFrame {
  const regions = shellRegions(mode);
  const header = regions.header === 'none' ? null : regions.header;
  const columns = desktop && regions.sideColumns;
  const columnType = columnTypeOf(findPageLayout(path, pageLayouts(settings)));
  return {
    mode,
    header,
    subHeader: header !== null && desktop && hasSubHeader(settings),
    layoutType: columns ? columnType : 'mobile',
    columns: columns ? layoutColumns(columnType) : ['content'],
  };
}
