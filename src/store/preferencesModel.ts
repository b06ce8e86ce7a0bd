import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { AccountEndpoints } from '../api';
import { ODDS_FORMATS, oddsFormatFromSetting, type OddsFormat } from '../core';
import { ownedModel } from './ownedModel';
import type { Persistence } from './persistence';
import type { SettingsModel } from './settingsModel';

/** Spec 3 "Player settings": the bettor's display choices; 'not_selected' until one is made. */
export interface PlayerDisplaySettings {
  oddsType: string;
  layout: string;
  /** The stake a new selection starts with (spec 3 defaultStake); 0: none. */
  defaultStake?: number;
  /** The bettor's colour scheme (account preference `theme`); 'not_selected': the operator's. */
  theme?: string;
  /** How fixture lists are sorted (spec 3 sortBy): 'time' or 'league'. */
  sortBy?: string;
}

export type ThemePreference = 'light' | 'dark' | 'system';
export type SortPreference = 'time' | 'league';
const THEMES: readonly ThemePreference[] = ['light', 'dark', 'system'];
const SORTS: readonly SortPreference[] = ['time', 'league'];

/** A stake the account or the device holds: a finite amount of zero or more, else none. */
function stakeFrom(value: unknown): number | null {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : null;
}

export const NOT_SELECTED = 'not_selected';
const STORE = 'player-settings';

export interface PreferencesDependencies {
  settings: Pick<SettingsModel, 'settings' | 'raw'>;
  /** The logged-in player (alsPlayerId) and the account preferences the session loaded. */
  session: { details: ReadonlySignal<{ alsPlayerId?: string | null } | null>; preferences: ReadonlySignal<Record<string, unknown> | null> };
  accounts: Pick<AccountEndpoints, 'updatePreferences'> & Partial<Pick<AccountEndpoints, 'updateDetails'>>;
  /** The logged-in player's username, for the player details the default stake is saved to (spec 7). */
  username?: () => string | null;
  persistence: Persistence;
  /**
   * The odds format the host page imposes (the `odds-format` attribute): it wins over the
   * bettor's choice while set; null hands the choice back to the bettor.
   */
  imposedOddsFormat?: ReadonlySignal<OddsFormat | null>;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
}

/**
 * Odds format and view type (spec 3 "Player settings", spec 8 account preferences). A
 * choice is kept in local storage and, while logged in, sent to the account's preferences;
 * the account's saved preferences win when a session starts. What is shown is always one
 * the brand offers: the choice, else the operator's default, else the brand's first.
 */
export function createPreferencesModel(dependencies: PreferencesDependencies) {
  return ownedModel(() => buildPreferences(dependencies));
}

function buildPreferences({ settings, session, accounts, username, persistence, imposedOddsFormat }: PreferencesDependencies) {
  const stored = persistence.read<Partial<PlayerDisplaySettings>>(STORE) ?? {};
  const choice = signal<PlayerDisplaySettings>({
    oddsType: text(stored.oddsType) ?? NOT_SELECTED,
    layout: text(stored.layout) ?? NOT_SELECTED,
    defaultStake: stakeFrom(stored.defaultStake) ?? 0,
    theme: THEMES.find((theme) => theme === text(stored.theme)) ?? NOT_SELECTED,
    sortBy: SORTS.find((sort) => sort === text(stored.sortBy)) ?? NOT_SELECTED,
  });
  const error = signal<unknown>(null);

  const oddsFormats = computed<readonly OddsFormat[]>(() => {
    const offered = settings.settings.value.odds_types.map((value) => oddsFormatFromSetting(value)).filter((format): format is OddsFormat => format !== null);
    return offered.length > 0 ? [...new Set(offered)] : ODDS_FORMATS;
  });
  const oddsFormatImposed = computed(() => (imposedOddsFormat?.value ?? null) !== null);
  const oddsFormat = computed<OddsFormat>(() => {
    // The host's own odds switch drives ours: honoured even when the brand does not list
    // the format, because the host page shows its prices next to ours in that format.
    const imposed = imposedOddsFormat?.value ?? null;
    if (imposed !== null) return imposed;
    const offered = oddsFormats.value;
    const wanted = [oddsFormatFromSetting(choice.value.oddsType), oddsFormatFromSetting(settings.settings.value.default_price_format)];
    return wanted.find((format): format is OddsFormat => format !== null && offered.includes(format)) ?? (offered[0] as OddsFormat);
  });
  const viewTypes = computed<readonly string[]>(() => {
    const offered = settings.settings.value.view_types.map(text).filter((view): view is string => view !== null);
    return offered.length > 0 ? [...new Set(offered)] : ['euro'];
  });
  const viewType = computed<string>(() => {
    const offered = viewTypes.value;
    const wanted = [text(choice.value.layout), text(settings.raw.value?.coupon_layout)];
    return wanted.find((view): view is string => view !== null && offered.includes(view)) ?? (offered[0] as string);
  });

  function remember(next: PlayerDisplaySettings): void {
    choice.value = next;
    persistence.write(STORE, next);
  }

  // A session's saved account preferences replace the device's choice (the bettor chose
  // them on another device); 'not_selected' there leaves the device's choice alone.
  effect(() => {
    const saved = session.preferences.value;
    if (!saved) return;
    const current = choice.peek();
    const oddsType = oddsFormatFromSetting(text(saved.price_format)) ?? current.oddsType;
    const layout = text(saved.layout) && text(saved.layout) !== NOT_SELECTED ? (text(saved.layout) as string) : current.layout;
    const defaultStake = stakeFrom(saved.default_stake) ?? current.defaultStake ?? 0;
    const theme = THEMES.find((each) => each === text(saved.theme)) ?? current.theme ?? NOT_SELECTED;
    const sortBy = SORTS.find((each) => each === text(saved.sort_by)) ?? current.sortBy ?? NOT_SELECTED;
    const next = { oddsType, layout, defaultStake, theme, sortBy };
    if ((Object.keys(next) as (keyof PlayerDisplaySettings)[]).some((key) => next[key] !== current[key])) remember(next);
  });

  async function save(changes: { price_format?: string; layout?: string; default_stake?: number; theme?: string; sort_by?: string }): Promise<void> {
    const accountId = session.details.peek()?.alsPlayerId;
    if (!accountId) return;
    try {
      await accounts.updatePreferences(accountId, changes);
      error.value = null;
    } catch (caught) {
      // The choice stays on this device; the account catches up at the next change.
      error.value = caught;
    }
  }

  return {
    /** The formats the brand offers (odds_types), in the operator's order. */
    oddsFormats,
    /** The format prices are shown in. */
    oddsFormat,
    /** The host imposes the odds format: the bettor's odds switch is hidden meanwhile. */
    oddsFormatImposed: oddsFormatImposed as ReadonlySignal<boolean>,
    /** The view types the brand offers (view_types). */
    viewTypes,
    /** The coupon layout shown: asian, euro, thai ... */
    viewType,
    /** The last failure to save a choice to the account, null once one succeeds. */
    error: error as ReadonlySignal<unknown>,
    /** The stake a new selection starts with; 0 when the bettor chose none. */
    defaultStake: computed(() => choice.value.defaultStake ?? 0),
    /** The bettor's colour scheme, or null to leave it to the page and the operator. */
    theme: computed<ThemePreference | null>(() => THEMES.find((each) => each === choice.value.theme) ?? null),
    /** How fixture lists are sorted when the address does not say. */
    sortBy: computed<SortPreference>(() => SORTS.find((each) => each === choice.value.sortBy) ?? 'time'),
    /** Chooses an odds format the brand offers; other values are refused (false). */
    setOddsFormat(format: string): Promise<boolean> {
      const chosen = oddsFormatFromSetting(format);
      if (!chosen || !oddsFormats.peek().includes(chosen) || oddsFormatImposed.peek()) return Promise.resolve(false);
      remember({ ...choice.peek(), oddsType: chosen });
      return save({ price_format: chosen }).then(() => true);
    },
    /** Chooses a view type the brand offers; other values are refused (false). */
    setViewType(view: string): Promise<boolean> {
      const chosen = text(view);
      if (!chosen || !viewTypes.peek().includes(chosen)) return Promise.resolve(false);
      remember({ ...choice.peek(), layout: chosen });
      return save({ layout: chosen }).then(() => true);
    },
    /**
     * Chooses the default stake (0 for none): on the device, in the account preferences and
     * in the player details (spec 7: PUT details with defaultStake as a number). A negative
     * or unreadable amount is refused (false).
     */
    async setDefaultStake(amount: number): Promise<boolean> {
      const chosen = stakeFrom(amount);
      if (chosen === null) return false;
      remember({ ...choice.peek(), defaultStake: chosen });
      await save({ default_stake: chosen });
      const player = username?.() ?? null;
      if (player && accounts.updateDetails) {
        try {
          await accounts.updateDetails(player, { defaultStake: chosen });
        } catch (caught) {
          error.value = caught;
        }
      }
      return true;
    },
    /** Chooses light, dark or system; other values are refused (false). */
    setTheme(theme: string): Promise<boolean> {
      const chosen = THEMES.find((each) => each === text(theme));
      if (!chosen) return Promise.resolve(false);
      remember({ ...choice.peek(), theme: chosen });
      return save({ theme: chosen }).then(() => true);
    },
    /** Chooses the fixture lists' sort, 'time' or 'league'; other values are refused (false). */
    setSortBy(sort: string): Promise<boolean> {
      const chosen = SORTS.find((each) => each === text(sort));
      if (!chosen) return Promise.resolve(false);
      remember({ ...choice.peek(), sortBy: chosen });
      return save({ sort_by: chosen }).then(() => true);
    },
  };
}

export type PreferencesModel = ReturnType<typeof createPreferencesModel>;
