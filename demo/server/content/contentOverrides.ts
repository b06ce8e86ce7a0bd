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
   * Settings for one brand only, over `settings`: by brand id ("harimau") for both channels,
   * or by brand and channel ("harimau/mobile") for one, which wins over the brand's. A spec
   * that changes a setting for its own brand leaves every other spec's brand as it was.
   * A put merges by key; a key put as null goes back to the seed.
   */
  brandSettings: Record<string, Record<string, unknown>>;
  /**
   * When not empty, every placement is refused (nothing taken) with one error per message,
   * under codes the SDK does not know, so it shows the server's own words (spec 8).
   */
  placementRefusals: string[];
  /**
   * The promotions service (routes/promotions.ts): `list` 'none' answers an empty list,
   * 'fail' a 503 on the list and every detail; `optIn` 'fail' refuses every opt-in with a 503.
   */
  promotions: { list: 'seeded' | 'none' | 'fail'; optIn: 'ok' | 'fail' };
}

export type ContentOverridesPatch = Partial<Omit<ContentOverrides, 'promotions' | 'brandSettings'>> & {
  promotions?: Partial<ContentOverrides['promotions']>;
  brandSettings?: Record<string, Record<string, unknown> | null>;
};

export interface ContentOverridesStore {
  readonly current: ContentOverrides;
  /** Merges by slot: maps by id, settings by key; a list or object slot is replaced whole. */
  set(patch: ContentOverridesPatch): ContentOverrides;
  reset(): void;
}

const empty = (): ContentOverrides => ({ htmlWidgets: {}, adverts: {}, submenus: {}, newsPopups: null, externalHeader: null, settings: {}, brandSettings: {}, placementRefusals: [], promotions: { list: 'seeded', optIn: 'ok' } });

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
        // By key, each key's settings merged: a spec adding one setting keeps its others.
        brandSettings: mergeBrandSettings(current.brandSettings, patch.brandSettings ?? {}),
        placementRefusals: patch.placementRefusals ?? current.placementRefusals,
        promotions: { ...current.promotions, ...patch.promotions },
      };
      return current;
    },
    reset() {
      current = empty();
    },
  };
}

function mergeBrandSettings(current: ContentOverrides['brandSettings'], patch: NonNullable<ContentOverridesPatch['brandSettings']>): ContentOverrides['brandSettings'] {
  const merged = new Map(Object.entries(current));
  for (const [key, settings] of Object.entries(patch)) {
    if (settings === null) merged.delete(key);
    else merged.set(key, { ...merged.get(key), ...settings });
  }
  return Object.fromEntries(merged);
}

/** The settings a test put for one brand's channel: the brand's, then the channel's over them. */
export function brandSettingsOverride(overrides: ContentOverrides, brand: string, channel: string): Record<string, unknown> {
  return { ...overrides.brandSettings[brand], ...overrides.brandSettings[`${brand}/${channel}`] };
}
