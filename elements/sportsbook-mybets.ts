import myBetsCss from '../src/features/mybets/MyBets.css?inline';
import { createSportsbookElement } from './createSportsbookElement';
import { sportsbookMybetsShape } from './descriptions/sportsbook-mybets';

/** `<sportsbook-mybets>`: My Bets on its own, for a host page's account area. */
export const SportsbookMybetsElement = createSportsbookElement({
  ...sportsbookMybetsShape,
  loadFeature: async () => ({ default: (await import('../src/features/mybets/MyBets')).MyBets }),
  styles: [myBetsCss],
  loadingLabel: 'Loading My Bets…',
});

export type SportsbookMybetsElement = InstanceType<typeof SportsbookMybetsElement>;

declare global {
  interface HTMLElementTagNameMap {
    'sportsbook-mybets': SportsbookMybetsElement;
  }
}
