/**
 * The widgets' stylesheets: each widget's feature module adopts the list of what it renders
 * (cards, prices, favourites star, skeletons, home sections, the search), so a widget alone
 * on a host page looks as the same pieces do inside the app.
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, skeletonStyles } from '../../ui/styles';
import { eventsStyles } from '../events/styles';
import { favouritesStyles } from '../favourites/styles';
import { homePageStyles } from '../homePage/styles';
import { pricesStyles } from '../prices/styles';
import { searchStyles } from '../search/styles';
import widgetsCss from './Widgets.css?inline';

const widgetBoxStyles: StyleSheets = styleSheets(baseStyles, widgetsCss);

/** One event's card: the card, its prices, its star, its loading placeholder. */
export const eventWidgetStyles: StyleSheets = styleSheets(widgetBoxStyles, skeletonStyles, eventsStyles, pricesStyles, favouritesStyles);

/** A block of cards under a heading (live now, top events). */
export const eventListWidgetStyles: StyleSheets = styleSheets(eventWidgetStyles, homePageStyles);

/** The search field and its results. */
export const searchWidgetStyles: StyleSheets = styleSheets(widgetBoxStyles, searchStyles);
