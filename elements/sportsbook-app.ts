import appShellCss from '../src/features/shell/AppShell.css?inline';
import betslipCss from '../src/features/betslip/Betslip.css?inline';
import betslipPlacementCss from '../src/features/betslip/BetslipPlacement.css?inline';
import toastCss from '../src/features/toasts/ToastArea.css?inline';
import footerCss from '../src/features/footer/MobileFooter.css?inline';
import backToTopCss from '../src/features/backToTop/BackToTop.css?inline';
import layoutCss from '../src/features/layout/Layout.css?inline';
import myBetsCss from '../src/features/mybets/MyBets.css?inline';
import brandThemeCss from '../src/features/theme/BrandTheme.css?inline';
import displayPreferencesCss from '../src/features/preferences/DisplayPreferences.css?inline';
import headerCss from '../src/features/header/Header.css?inline';
import menuButtonCss from '../src/ui/MenuButton.css?inline';
import modalCss from '../src/ui/Modal.css?inline';
import loginCss from '../src/features/login/Login.css?inline';
import searchCss from '../src/features/search/Search.css?inline';
import eventPageCss from '../src/features/eventPage/EventPage.css?inline';
import eventsCss from '../src/features/events/Events.css?inline';
import sportsMenuCss from '../src/features/sportsMenu/SportsMenu.css?inline';
import livePageCss from '../src/features/livePage/LivePage.css?inline';
import euroMarketPickerCss from '../src/features/livePage/EuroMarketPicker.css?inline';
import liveFilterCss from '../src/features/livePage/LiveFilter.css?inline';
import sportsPageCss from '../src/features/sportsPage/SportsPage.css?inline';
import homePageCss from '../src/features/homePage/HomePage.css?inline';
import favouritesCss from '../src/features/favourites/Favourites.css?inline';
import jackpotCss from '../src/features/jackpot/Jackpot.css?inline';
import visuallyHiddenCss from '../src/ui/VisuallyHidden.css?inline';
import selectCss from '../src/ui/Select.css?inline';
import textInputCss from '../src/ui/TextInput.css?inline';
import pricesCss from '../src/features/prices/Prices.css?inline';
import floatingBetslipCss from '../src/features/betslip/FloatingBetslip.css?inline';
import bookingCodeCss from '../src/features/betslip/BookingCode.css?inline';
import { createSportsbookElement } from './createSportsbookElement';
import { sportsbookAppShape } from './descriptions/sportsbook-app';

/** `<sportsbook-app>`: the whole sportsbook site, full page or inside a host page. */
export const SportsbookAppElement = createSportsbookElement({
  ...sportsbookAppShape,
  loadFeature: async () => ({ default: (await import('../src/features/shell/AppShell')).AppShell }),
  styles: [visuallyHiddenCss, selectCss, textInputCss, brandThemeCss, displayPreferencesCss, appShellCss, betslipCss, toastCss, footerCss, backToTopCss, layoutCss, myBetsCss, menuButtonCss, headerCss, modalCss, loginCss, searchCss, eventPageCss, eventsCss, sportsMenuCss, livePageCss, euroMarketPickerCss, pricesCss, liveFilterCss, sportsPageCss, homePageCss, favouritesCss, betslipPlacementCss, jackpotCss, floatingBetslipCss, bookingCodeCss],
  loadingLabel: 'Loading sportsbook…',
});

export type SportsbookAppElement = InstanceType<typeof SportsbookAppElement>;

declare global {
  interface HTMLElementTagNameMap {
    'sportsbook-app': SportsbookAppElement;
  }
}
