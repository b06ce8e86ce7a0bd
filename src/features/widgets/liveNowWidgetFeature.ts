/**
 * What `<sportsbook-live-now>` loads on first connect: the widget and the stylesheets of everything it
 * renders. Its own chunk, so a page pays for a widget's code only when it uses the widget.
 */
export { LiveNowWidget as default } from './LiveNowWidget';
export { eventListWidgetStyles as styles } from './styles';
