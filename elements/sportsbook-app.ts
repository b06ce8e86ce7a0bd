import { createSportsbookElement } from './createSportsbookElement';
import { sportsbookAppShape } from './descriptions/sportsbook-app';
import { startFirstRouteData } from '../src/features/shell/startFirstRouteData';

/** `<sportsbook-app>`: the whole sportsbook site, full page or inside a host page. */
export const SportsbookAppElement = createSportsbookElement({
  ...sportsbookAppShape,
  loadFeature: () => import('../src/features/shell/appShellFeature'),
  loadingLabel: 'Loading sportsbook…',
  // The home page's events, asked for while the shell's code downloads.
  startData: startFirstRouteData,
});

export type SportsbookAppElement = InstanceType<typeof SportsbookAppElement>;

declare global {
  interface HTMLElementTagNameMap {
    'sportsbook-app': SportsbookAppElement;
  }
}
