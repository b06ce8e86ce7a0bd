import { CORE_CONSTANTS } from './defaults';

/** Spec 3: the operator's settings come per channel. */
export type SettingsChannel = 'web' | 'mobile';

/**
 * The channel whose settings a page runs on: 'mobile' where the page shows its mobile layout
 * (below the first breakpoint, 1024 px: phones and portrait tablets), else 'web', so the
 * operator's mobile settings meet the mobile screens they were written for. Decided once,
 * when the page starts: a window resized later keeps the settings its betslip was built
 * under (docs/settings.md).
 */
export function settingsChannel(viewportWidthPx: number): SettingsChannel {
  return viewportWidthPx < (CORE_CONSTANTS.breakpointsPx[0] ?? 1024) ? 'mobile' : 'web';
}
