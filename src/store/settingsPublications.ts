import type { ModelOwner } from './ownedModel';
import type { PageEnvironment } from './pageEnvironment';
import type { SettingsModel } from './settingsModel';

/**
 * How often an open page asks whether the operator published new settings. Publications
 * are rare (a back-office change) and the answer is the operator's cached settings, so
 * five minutes costs little and bounds how long a page runs on old limits.
 */
export const SETTINGS_RECHECK_MS = 5 * 60_000;

/**
 * Picks up the operator's new settings on a page that stays open (spec 3,
 * last_publication_timestamp; docs/settings.md): every `everyMs` while the tab is shown, and
 * at once when the bettor comes back to the tab, the settings model asks again and applies
 * the answer when the publication time changed. A hidden tab asks nothing; the first
 * re-check after it is shown again covers what it missed.
 */
export function watchSettingsPublications({ settings, page, owner, everyMs = SETTINGS_RECHECK_MS }: { settings: Pick<SettingsModel, 'recheck'>; page: Pick<PageEnvironment, 'onVisible' | 'visible'>; owner: ModelOwner; everyMs?: number }): void {
  const recheck = () => void settings.recheck();
  const tick = () => {
    if (page.visible?.() ?? true) recheck();
    owner.setTimeout(tick, everyMs);
  };
  owner.setTimeout(tick, everyMs);
  owner.onDispose(page.onVisible(recheck));
}
