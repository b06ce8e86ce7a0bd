import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { QueryClient } from '@tanstack/query-core';
import type { ContentEndpoints } from '../api';
import { consoleLogger, operatorSettingWarnings, readCoreSettings, type CoreLogger, type CoreSettings } from '../core';
import { DEFAULT_SETTINGS } from './configModel';
import type { Persistence } from './persistence';

/**
 * The operator's settings (spec 3 "Settings", GET /api/all_cached_settings) for the
 * runtime's brand and channel, over spec 9's defaults. Values arrive as strings, numbers
 * or booleans depending on the back office; each is read as the type of its default, and
 * a value that cannot be read keeps the default.
 */
/** How many of the operator's brands an unknown-brand warning names before "…". */
const BRANDS_NAMED = 12;

/**
 * What the console says when the element's brand is not one of the operator's: the
 * sportsbook then runs on the answer's first brand, which must never pass unnoticed.
 */
export function unknownBrandWarning(brand: string, known: readonly string[]): string {
  const listed = known.length > BRANDS_NAMED ? `${known.slice(0, BRANDS_NAMED).join(', ')}, …` : known.join(', ');
  return (
    `Sportsbook: brand "${brand}" is not one of the operator's brands (${listed}), so the sportsbook uses "${known[0]}"'s settings, colours and languages. ` +
    `Set brand to one of them (the brand attribute, or Sportsbook.init({ brand })), or add "${brand}" to the operator's settings (GET /api/all_cached_settings).`
  );
}

export function createSettingsModel({ content, serverState, brand, channel = 'web', persistence, logger = consoleLogger }: { content: Pick<ContentEndpoints, 'allSettings'>; serverState: QueryClient; brand: () => string; channel?: string; persistence?: Persistence; logger?: Pick<CoreLogger, 'warn'> }) {
  // The last settings seen rehydrate at once, so a returning bettor's first paint has the
  // operator's theme and limits before the network answers.
  const persisted = persistence?.read<{ brand: string; channel: string; value: Record<string, unknown> }>('settings');
  // The last answer holds every brand (all=t); the brand is read when the values are, so a
  // `brand` attribute changed on a live page switches the settings at once.
  const answer = signal<Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>> | null>(null);
  const raw = computed<Readonly<Record<string, unknown>> | null>(() => {
    const current = brand();
    const all = answer.value;
    // An operator that sends no mobile settings for a brand runs its phones on the web ones.
    if (all) {
      const brandSettings = all[current] ?? Object.values(all)[0];
      return brandSettings?.[channel] ?? brandSettings?.web ?? null;
    }
    return persisted && persisted.brand === current && persisted.channel === channel ? persisted.value : null;
  });
  let requested = false;
  const error = signal<unknown>(null);
  // Each unknown brand is reported once: load() runs again on every brand change.
  const reportedBrands = new Set<string>();
  function reportUnknownBrand(all: Readonly<Record<string, unknown>>): void {
    const current = brand();
    // No brand given ("default"): the operator's first brand is the documented choice.
    if (current === DEFAULT_SETTINGS.brand || current in all || reportedBrands.has(current)) return;
    const known = Object.keys(all);
    if (known.length === 0) return;
    reportedBrands.add(current);
    logger.warn(unknownBrandWarning(current, known));
  }

  const settings = computed<CoreSettings>(() => readCoreSettings(raw.value ?? {}));

  // A setting the sportsbook cannot read runs on its default; the console says so, once a value.
  const reportedSettings = new Set<string>();
  function reportUnreadableSettings(): void {
    for (const warning of operatorSettingWarnings(raw.peek() ?? {})) {
      if (reportedSettings.has(warning)) continue;
      reportedSettings.add(warning);
      logger.warn(warning);
    }
  }

  function remember(all: NonNullable<typeof answer.value>): void {
    answer.value = all;
    error.value = null;
    reportUnknownBrand(all);
    reportUnreadableSettings();
    const value = raw.peek();
    if (value) persistence?.write('settings', { brand: brand(), channel, value });
  }

  return {
    /** Every setting the operator sent, for keys core does not know (page_attributes, color_theme ...). */
    raw: raw as ReadonlySignal<Readonly<Record<string, unknown>> | null>,
    settings,
    error: error as ReadonlySignal<unknown>,
    /** Whether anything asked for the settings yet (embedded elements wait for a view to). */
    get requested(): boolean {
      return requested;
    },
    /** Fetches (or reuses, 60 s) the brand's settings. */
    async load(): Promise<void> {
      requested = true;
      try {
        remember(await serverState.fetchQuery({ queryKey: ['settings', brand(), channel], queryFn: () => content.allSettings(), staleTime: 60_000 }));
      } catch (caught) {
        error.value = caught;
      }
    },
    /**
     * Asks the operator again, past the cache, and applies the answer only when a brand's
     * last_publication_timestamp differs from the one shown (spec 3: the operator publishes
     * settings, and says when). A failed re-check keeps the settings shown, without an error:
     * the page runs on, and the next re-check tries again. Answers whether new settings applied.
     */
    async recheck(): Promise<boolean> {
      if (!requested) return false;
      try {
        // Past the cache, and into it only when applied: a load() meanwhile must not take
        // values the operator has not published as a publication.
        const all = await content.allSettings();
        const shown = answer.peek();
        if (shown !== null && publications(shown, channel) === publications(all, channel)) return false;
        serverState.setQueryData(['settings', brand(), channel], all);
        remember(all);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type SettingsModel = ReturnType<typeof createSettingsModel>;

/** Every brand's last_publication_timestamp on the channel, as one comparable text. */
function publications(all: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>>, channel: string): string {
  return JSON.stringify(Object.keys(all).sort().map((brand) => [brand, all[brand]?.[channel]?.last_publication_timestamp ?? null]));
}
