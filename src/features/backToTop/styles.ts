/**
 * The back-to-top button.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import backToTopCss from './BackToTop.css?inline';

export const backToTopStyles: StyleSheets = styleSheets(backToTopCss);
