/**
 * What `<sportsbook-app>` loads on first connect: the whole site and the stylesheets of
 * every feature it renders. Each feature names its own sheets (its styles.ts); this list
 * only says which features the shell shows, in cascade order (a later sheet wins a tie).
 */
import { styleSheets } from '../../theme/styleSheets';
import { accountStyles } from '../account/styles';
import { accountHistoryStyles } from '../account/history/styles';
import { backToTopStyles } from '../backToTop/styles';
import { betslipStyles } from '../betslip/styles';
import { eventPageStyles } from '../eventPage/styles';
import { eventsStyles } from '../events/styles';
import { favouritesStyles } from '../favourites/styles';
import { footerStyles } from '../footer/styles';
import { headerStyles } from '../header/styles';
import { homePageStyles } from '../homePage/styles';
import { jackpotStyles } from '../jackpot/styles';
import { promotionsStyles } from '../promotions/styles';
import { layoutStyles } from '../layout/styles';
import { livePageStyles } from '../livePage/styles';
import { loginStyles } from '../login/styles';
import { myBetsStyles } from '../mybets/styles';
import { newsPopupsStyles } from '../newsPopups/styles';
import { operatorPagesStyles } from '../operatorPages/styles';
import { partnerGamesStyles } from '../partnerGames/styles';
import { preferencesStyles } from '../preferences/styles';
import { saferGamblingPageStyles } from '../account/saferGambling/styles';
import { saferGamblingStyles } from '../saferGambling/styles';
import { pricesStyles } from '../prices/styles';
import { searchStyles } from '../search/styles';
import { sportsMenuStyles } from '../sportsMenu/styles';
import { sportsPageStyles } from '../sportsPage/styles';
import { themeStyles } from '../theme/styles';
import { toastsStyles } from '../toasts/styles';
import { shellStyles } from './styles';

export { AppShell as default } from './AppShell';

export const styles = styleSheets(
  themeStyles,
  preferencesStyles,
  shellStyles,
  betslipStyles,
  toastsStyles,
  footerStyles,
  backToTopStyles,
  layoutStyles,
  headerStyles,
  myBetsStyles,
  loginStyles,
  operatorPagesStyles,
  newsPopupsStyles,
  searchStyles,
  eventPageStyles,
  eventsStyles,
  sportsMenuStyles,
  livePageStyles,
  pricesStyles,
  sportsPageStyles,
  homePageStyles,
  favouritesStyles,
  jackpotStyles,
  promotionsStyles,
  accountStyles,
  saferGamblingStyles,
  saferGamblingPageStyles,
  accountHistoryStyles,
  partnerGamesStyles,
);
