import { createSportsbookElement } from './createSportsbookElement';
import { sportsbookBetslipShape } from './descriptions/sportsbook-betslip';

/** `<sportsbook-betslip>`: the betslip on its own, for a host page's sidebar. */
export const SportsbookBetslipElement = createSportsbookElement({
  ...sportsbookBetslipShape,
  loadFeature: () => import('../src/features/betslip/betslipFeature'),
  failureRegion: 'betslip',
  loadingLabel: 'Loading betslip…',
});

export type SportsbookBetslipElement = InstanceType<typeof SportsbookBetslipElement>;

declare global {
  interface HTMLElementTagNameMap {
    'sportsbook-betslip': SportsbookBetslipElement;
  }
}
