import type { CoreSettings } from './defaults';

/**
 * How long the live feed waits between two polls of the changes while its stream cannot be
 * used: the operator's poll_changes_refresh_interval for a logged-in bettor, its logged-out
 * variant for a visitor (spec 9). An operator can poll visitors less often than bettors,
 * who have money on the prices.
 */
export function changesPollInterval(settings: Pick<CoreSettings, 'poll_changes_refresh_interval' | 'poll_changes_refresh_interval_logged_out'>, loggedIn: boolean): number {
  return loggedIn ? settings.poll_changes_refresh_interval : settings.poll_changes_refresh_interval_logged_out;
}
