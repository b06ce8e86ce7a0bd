/**
 * What `<sportsbook-event>` loads on first connect: the widget and the stylesheets of everything it
 * renders. Its own chunk, so a page pays for a widget's code only when it uses the widget.
 */
export { EventWidget as default } from './EventWidget';
export { eventWidgetStyles as styles } from './styles';
