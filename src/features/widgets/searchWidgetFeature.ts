/**
 * What `<sportsbook-search>` loads on first connect: the widget and the stylesheets of everything it
 * renders. Its own chunk, so a page pays for a widget's code only when it uses the widget.
 */
export { SearchWidget as default } from './SearchWidget';
export { searchWidgetStyles as styles } from './styles';
