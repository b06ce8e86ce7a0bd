/**
 * Safer gambling outside the account page: the reality check and the footer's mark, links
 * and session clock. The stylesheets this folder's components use, with those of the ui
 * pieces they render; an element that loads a feature adopts its list.
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { modalStyles } from '../../ui/styles';
import saferGamblingCss from './SaferGambling.css?inline';

export const saferGamblingStyles: StyleSheets = styleSheets(modalStyles, saferGamblingCss);
