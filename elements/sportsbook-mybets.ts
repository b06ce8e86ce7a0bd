import { createSportsbookElement } from './createSportsbookElement';
import { sportsbookMybetsShape } from './descriptions/sportsbook-mybets';

/** `<sportsbook-mybets>`: My Bets on its own, for a host page's account area. */
export const SportsbookMybetsElement = createSportsbookElement({
  ...sportsbookMybetsShape,
  loadFeature: () => import('../src/features/mybets/myBetsFeature'),
  failureRegion: 'my-bets',
  loadingLabel: 'Loading My Bets…',
  // My Bets' texts are later ones (src/i18n/firstNamespaces.ts): asked for with its code, not
  // after it. A page showing My Bets needs them at once, odds or not.
  startData: (runtime) => void runtime.i18n.loadLaterTexts(),
});

export type SportsbookMybetsElement = InstanceType<typeof SportsbookMybetsElement>;

declare global {
  interface HTMLElementTagNameMap {
    'sportsbook-mybets': SportsbookMybetsElement;
  }
}
