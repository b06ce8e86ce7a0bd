/**
 * The page columns, drawers and sheets.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, selectStyles, visuallyHiddenStyles } from '../../ui/styles';
import layoutCss from './Layout.css?inline';

export const layoutStyles: StyleSheets = styleSheets(baseStyles, selectStyles, visuallyHiddenStyles, layoutCss);
