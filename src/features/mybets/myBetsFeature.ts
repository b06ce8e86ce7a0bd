/**
 * What `<sportsbook-mybets>` loads on first connect: My Bets and the stylesheets of
 * everything it renders, so the element alone on a page looks as it does in the app.
 */
import { withElementOverlays } from '../shell/ElementOverlays';
import { MyBets } from './MyBets';

/** Alone on a page, the element also shows the page's dialogs and toasts (its Login button opens ours there; ElementOverlays.tsx). */
export default withElementOverlays(MyBets);
export { myBetsStyles as styles } from './styles';
