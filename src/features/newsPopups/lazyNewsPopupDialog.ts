/**
 * The news popup dialog, loaded on demand (issue 19): the first odds need none of it, and a
 * bettor who has closed the operator's news never downloads it again. NewsPopups.tsx, which
 * decides whether one shows, stays in the shell's chunk; this code arrives once the popups
 * have been loaded (after the first odds) and one is due.
 */
import { lazyModule } from '../../ui/lazyModule';

const newsPopupDialog = lazyModule(() => import('./NewsPopupDialog'));

export const NewsPopupDialog = newsPopupDialog.component((module) => module.NewsPopupDialog);

/** Downloads the dialog's code ahead of need (tests; a popup then opens in the commit that shows it). */
export const preloadNewsPopupDialog = newsPopupDialog.preload;
