/**
 * Jackpot pages and the jackpot slip.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, textInputStyles, visuallyHiddenStyles } from '../../ui/styles';
import jackpotCss from './Jackpot.css?inline';

export const jackpotStyles: StyleSheets = styleSheets(baseStyles, textInputStyles, visuallyHiddenStyles, jackpotCss);
