/**
 * The home page sections.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, skeletonStyles, visuallyHiddenStyles } from '../../ui/styles';
import homePageCss from './HomePage.css?inline';

export const homePageStyles: StyleSheets = styleSheets(baseStyles, skeletonStyles, visuallyHiddenStyles, homePageCss);
