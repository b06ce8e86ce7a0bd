/**
 * Price buttons.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { visuallyHiddenStyles } from '../../ui/styles';
import pricesCss from './Prices.css?inline';
import pricesNotLiveNoticeCss from './PricesNotLiveNotice.css?inline';

export const pricesStyles: StyleSheets = styleSheets(visuallyHiddenStyles, pricesCss);

/** The "prices are not live" notice: the app shell and the betslip show it. */
export const pricesNotLiveNoticeStyles: StyleSheets = styleSheets(pricesNotLiveNoticeCss);
