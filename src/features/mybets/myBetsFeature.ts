/**
 * What `<sportsbook-mybets>` loads on first connect: My Bets and the stylesheets of
 * everything it renders, so the element alone on a page looks as it does in the app.
 */
export { MyBets as default } from './MyBets';
export { myBetsStyles as styles } from './styles';
