/**
 * What `<sportsbook-betslip>` loads on first connect: the betslip and the stylesheets of
 * everything it renders, so the element alone on a page looks as it does in the app.
 */
import { withElementOverlays } from '../shell/ElementOverlays';
import { Betslip } from './Betslip';

/** Alone on a page, the element also shows the page's dialogs and toasts (ElementOverlays.tsx). */
export default withElementOverlays(Betslip);
export { betslipStyles as styles } from './styles';
