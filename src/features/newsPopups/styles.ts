/**
 * The operator's news popups.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 * The dialog's code loads on demand (lazyNewsPopupDialog.ts); its sheet comes with the
 * shell's, as every dialog's does, so it never shows unstyled.
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, modalStyles } from '../../ui/styles';
import newsPopupDialogCss from './NewsPopupDialog.css?inline';

export const newsPopupsStyles: StyleSheets = styleSheets(baseStyles, modalStyles, newsPopupDialogCss);
