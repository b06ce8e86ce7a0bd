/**
 * The site shell: columns height, skip link, page headings, maintenance.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { visuallyHiddenStyles } from '../../ui/styles';
import appShellCss from './AppShell.css?inline';
import maintenanceShellCss from './MaintenanceShell.css?inline';
import { pricesNotLiveNoticeStyles } from '../prices/styles';

export const shellStyles: StyleSheets = styleSheets(visuallyHiddenStyles, appShellCss, pricesNotLiveNoticeStyles);

/**
 * The maintenance shell's: it stands in for any element's content while the operator is
 * down or blocks the visitor (AvailabilityGate), so every element carries it from the
 * start (elements/elementStyles.ts), not only the app whose shell also routes to it.
 */
export const maintenanceShellStyles: StyleSheets = styleSheets(maintenanceShellCss);
