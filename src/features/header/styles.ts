/**
 * The header bar, its menus and account area.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { menuButtonStyles } from '../../ui/styles';
import headerCss from './Header.css?inline';

export const headerStyles: StyleSheets = styleSheets(menuButtonStyles, headerCss);
