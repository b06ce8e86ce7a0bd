/**
 * The favourite star and the favourites page.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, skeletonStyles, visuallyHiddenStyles } from '../../ui/styles';
import favouritesCss from './Favourites.css?inline';

export const favouritesStyles: StyleSheets = styleSheets(baseStyles, skeletonStyles, visuallyHiddenStyles, favouritesCss);
