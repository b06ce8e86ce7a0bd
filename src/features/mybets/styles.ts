/**
 * My Bets: tabs, bet cards, cash out.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, modalStyles } from '../../ui/styles';
import myBetsCss from './MyBets.css?inline';
import { sessionEndedNoticeStyles } from '../login/styles';

export const myBetsStyles: StyleSheets = styleSheets(baseStyles, modalStyles, myBetsCss, sessionEndedNoticeStyles);
