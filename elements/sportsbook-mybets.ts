import { createSportsbookElement } from './createSportsbookElement';
import { sportsbookMybetsShape } from './descriptions/sportsbook-mybets';

/** `<sportsbook-mybets>`: My Bets on its own, for a host page's account area. */
export const SportsbookMybetsElement = createSportsbookElement({
  ...sportsbookMybetsShape,
  loadFeature: () => import('../src/features/mybets/myBetsFeature'),
  loadingLabel: 'Loading My Bets…',
});

export type SportsbookMybetsElement = InstanceType<typeof SportsbookMybetsElement>;

declare global {
  interface HTMLElementTagNameMap {
    'sportsbook-mybets': SportsbookMybetsElement;
  }
}
