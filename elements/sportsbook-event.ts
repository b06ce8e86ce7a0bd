import { createSportsbookElement } from './createSportsbookElement';
import { sportsbookEventShape } from './descriptions/sportsbook-event';

/** `<sportsbook-event>`: one event's card, live, for a host page (docs/widgets.md). */
export const SportsbookEventElement = createSportsbookElement({
  ...sportsbookEventShape,
  // Its own chunk: a page that never uses this widget never downloads its code.
  loadFeature: () => import('../src/features/widgets/eventWidgetFeature'),
  loadingLabel: 'Loading event…',
  // A widget that fails to load or render shows its own compact notice, not a page's (docs/widgets.md).
  failureRegion: 'widget',
});

export type SportsbookEventElement = InstanceType<typeof SportsbookEventElement>;

declare global {
  interface HTMLElementTagNameMap {
    'sportsbook-event': SportsbookEventElement;
  }
}
