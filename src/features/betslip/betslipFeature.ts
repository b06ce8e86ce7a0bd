/**
 * What `<sportsbook-betslip>` loads on first connect: the betslip and the stylesheets of
 * everything it renders, so the element alone on a page looks as it does in the app.
 */
export { Betslip as default } from './Betslip';
export { betslipStyles as styles } from './styles';
