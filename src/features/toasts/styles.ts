/**
 * Toast notifications.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { visuallyHiddenStyles } from '../../ui/styles';
import toastAreaCss from './ToastArea.css?inline';

export const toastsStyles: StyleSheets = styleSheets(visuallyHiddenStyles, toastAreaCss);
