/**
 * The sports menu.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles } from '../../ui/styles';
import sportsMenuCss from './SportsMenu.css?inline';

export const sportsMenuStyles: StyleSheets = styleSheets(baseStyles, sportsMenuCss);
