/**
 * What `<sportsbook-top-events>` loads on first connect: the widget and the stylesheets of everything it
 * renders. Its own chunk, so a page pays for a widget's code only when it uses the widget.
 */
export { TopEventsWidget as default } from './TopEventsWidget';
export { eventListWidgetStyles as styles } from './styles';
