/**
 * Search bar and results.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { modalStyles } from '../../ui/styles';
import searchCss from './Search.css?inline';

export const searchStyles: StyleSheets = styleSheets(modalStyles, searchCss);
