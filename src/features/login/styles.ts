/**
 * The login, registration and session dialogs.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, modalStyles } from '../../ui/styles';
import loginCss from './Login.css?inline';
import sessionEndedNoticeCss from './SessionEndedNotice.css?inline';

export const loginStyles: StyleSheets = styleSheets(baseStyles, modalStyles, loginCss);

/** The session-ended notice in place: the betslip and My Bets elements show it. */
export const sessionEndedNoticeStyles: StyleSheets = styleSheets(sessionEndedNoticeCss);
