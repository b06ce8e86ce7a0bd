/**
 * The betslip: its rows and stakes, placement and receipt, booking codes, the floating button,
 * the phone's slip bar and quick-bet panel.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, modalStyles, selectStyles, textInputStyles, visuallyHiddenStyles } from '../../ui/styles';
import betslipCss from './Betslip.css?inline';
import betslipPlacementCss from './BetslipPlacement.css?inline';
import bookingCodeCss from './BookingCode.css?inline';
import floatingBetslipCss from './FloatingBetslip.css?inline';
import slipBarCss from './SlipBar.css?inline';
import { pricesNotLiveNoticeStyles } from '../prices/styles';
import { sessionEndedNoticeStyles } from '../login/styles';

export const betslipStyles: StyleSheets = styleSheets(baseStyles, visuallyHiddenStyles, textInputStyles, selectStyles, betslipCss, betslipPlacementCss, bookingCodeCss, floatingBetslipCss, modalStyles, slipBarCss, pricesNotLiveNoticeStyles, sessionEndedNoticeStyles);
