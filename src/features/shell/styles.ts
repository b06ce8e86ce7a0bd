/**
 * The site shell: columns height, skip link, page headings, maintenance.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { visuallyHiddenStyles } from '../../ui/styles';
import appShellCss from './AppShell.css?inline';

export const shellStyles: StyleSheets = styleSheets(visuallyHiddenStyles, appShellCss);
