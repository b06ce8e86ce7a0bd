/**
 * Operator content a test puts in place of the seeded content (docs/api.md "Sandbox
 * controls", PUT /sandbox/content): every slot where an operator's words or markup reach
 * the bettor's screen, so a suite can send its own (hostile) content through each slot the
 * way a real operator's CMS would, without a fixture per slot. Empty by default: the
 * seeded content (operatorContent.ts) shows.
 */
export interface ContentOverrides {
  /** By widget id, replacing or adding to HTML_WIDGETS. */
  htmlWidgets: Record<number, { id: number; name: string; active: boolean; content: string }>;
  /** By advert id, replacing or adding to ADVERTS (the fields of GET /api/adverts/{id}). */
  adverts: Record<number, Record<string, unknown>>;
  /** By submenu id. */
  submenus: Record<number, { id: number; links: { id: number; name: string; url: string }[] }>;
  newsPopups: { id: number; title: string; pages: { title: string; body: string }[] }[] | null;
  /** GET /api/external_header's answer. */
  externalHeader: { css: string; js: string; html: string } | null;
  /** Merged over every brand's settings (external_footer_html, external_header_path, page_layouts, brand_name ...). */
  settings: Record<string, unknown>;
  /**
   * When not empty, every placement is refused (nothing taken) with one error per message,
   * under codes the SDK does not know, so it shows the server's own words (spec 8).
   */
  placementRefusals: string[];
}

export type ContentOverridesPatch = Partial<ContentOverrides>;

export interface ContentOverridesStore {
  readonly current: ContentOverrides;
  /** Merges by slot: maps by id, settings by key; a list or object slot is replaced whole. */
  set(patch: ContentOverridesPatch): ContentOverrides;
  reset(): void;
}

const empty = (): ContentOverrides => ({ htmlWidgets: {}, adverts: {}, submenus: {}, newsPopups: null, externalHeader: null, settings: {}, placementRefusals: [] });

export function createContentOverrides(): ContentOverridesStore {
  let current = empty();
  return {
    get current() {
      return current;
    },
    set(patch) {
      current = {
        htmlWidgets: { ...current.htmlWidgets, ...patch.htmlWidgets },
        adverts: { ...current.adverts, ...patch.adverts },
        submenus: { ...current.submenus, ...patch.submenus },
        newsPopups: patch.newsPopups === undefined ? current.newsPopups : patch.newsPopups,
        externalHeader: patch.externalHeader === undefined ? current.externalHeader : patch.externalHeader,
        settings: { ...current.settings, ...patch.settings },
        placementRefusals: patch.placementRefusals ?? current.placementRefusals,
      };
      return current;
    },
    reset() {
      current = empty();
    },
  };
}
