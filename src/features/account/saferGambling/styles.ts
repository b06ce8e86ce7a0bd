/**
 * The account's safer-gambling page. The stylesheets this folder's components use, with
 * those of the ui pieces they render (buttons, text fields, the confirmation dialog).
 */
import { styleSheets, type StyleSheets } from '../../../theme/styleSheets';
import { modalStyles, textInputStyles } from '../../../ui/styles';
import saferGamblingPageCss from './SaferGamblingPage.css?inline';

export const saferGamblingPageStyles: StyleSheets = styleSheets(modalStyles, textInputStyles, saferGamblingPageCss);
