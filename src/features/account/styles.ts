/**
 * The account pages (issue 21): profile, balances, preferences and the pages that join them.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, selectStyles, skeletonStyles, textInputStyles, visuallyHiddenStyles } from '../../ui/styles';
import accountCss from './Account.css?inline';

export const accountStyles: StyleSheets = styleSheets(baseStyles, skeletonStyles, selectStyles, textInputStyles, visuallyHiddenStyles, accountCss);
