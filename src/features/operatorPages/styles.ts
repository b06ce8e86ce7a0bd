/**
 * The operator's pages: the frame dialog and the deposit and withdraw pages.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, modalStyles } from '../../ui/styles';
import operatorPagesCss from './OperatorPages.css?inline';

export const operatorPagesStyles: StyleSheets = styleSheets(baseStyles, modalStyles, operatorPagesCss);
