/**
 * The promotions pages.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, skeletonStyles, visuallyHiddenStyles } from '../../ui/styles';
import promotionsCss from './Promotions.css?inline';

export const promotionsStyles: StyleSheets = styleSheets(baseStyles, visuallyHiddenStyles, skeletonStyles, promotionsCss);
