/**
 * The live page: tabs, market picker, filter.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, selectStyles, skeletonStyles, visuallyHiddenStyles } from '../../ui/styles';
import euroMarketPickerCss from './EuroMarketPicker.css?inline';
import liveFilterCss from './LiveFilter.css?inline';
import livePageCss from './LivePage.css?inline';

export const livePageStyles: StyleSheets = styleSheets(baseStyles, skeletonStyles, selectStyles, visuallyHiddenStyles, livePageCss, euroMarketPickerCss, liveFilterCss);
