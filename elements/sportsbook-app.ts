import { createSportsbookElement } from './createSportsbookElement';
import { sportsbookAppShape } from './descriptions/sportsbook-app';

/** `<sportsbook-app>`: the whole sportsbook site, full page or inside a host page. */
export const SportsbookAppElement = createSportsbookElement({
  ...sportsbookAppShape,
  loadFeature: () => import('../src/features/shell/appShellFeature'),
  loadingLabel: 'Loading sportsbook…',
});

export type SportsbookAppElement = InstanceType<typeof SportsbookAppElement>;

declare global {
  interface HTMLElementTagNameMap {
    'sportsbook-app': SportsbookAppElement;
  }
}
