/**
 * Sport and competition pages.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, visuallyHiddenStyles } from '../../ui/styles';
import sportsPageCss from './SportsPage.css?inline';

export const sportsPageStyles: StyleSheets = styleSheets(baseStyles, visuallyHiddenStyles, sportsPageCss);
