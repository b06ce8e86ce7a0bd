import { createSportsbookElement } from './createSportsbookElement';
import { sportsbookTopEventsShape } from './descriptions/sportsbook-top-events';

/** `<sportsbook-top-events>`: the operator's highlighted events, for a host page (docs/widgets.md). */
export const SportsbookTopEventsElement = createSportsbookElement({
  ...sportsbookTopEventsShape,
  // Its own chunk: a page that never uses this widget never downloads its code.
  loadFeature: () => import('../src/features/widgets/topEventsWidgetFeature'),
  loadingLabel: 'Loading top events…',
  // A widget that fails to load or render shows its own compact notice, not a page's (docs/widgets.md).
  failureRegion: 'widget',
});

export type SportsbookTopEventsElement = InstanceType<typeof SportsbookTopEventsElement>;

declare global {
  interface HTMLElementTagNameMap {
    'sportsbook-top-events': SportsbookTopEventsElement;
  }
}
