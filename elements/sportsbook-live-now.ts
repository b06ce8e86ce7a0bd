import { createSportsbookElement } from './createSportsbookElement';
import { sportsbookLiveNowShape } from './descriptions/sportsbook-live-now';

/** `<sportsbook-live-now>`: the live events of a sport, for a host page (docs/widgets.md). */
export const SportsbookLiveNowElement = createSportsbookElement({
  ...sportsbookLiveNowShape,
  // Its own chunk: a page that never uses this widget never downloads its code.
  loadFeature: () => import('../src/features/widgets/liveNowWidgetFeature'),
  loadingLabel: 'Loading live events…',
  // A widget that fails to load or render shows its own compact notice, not a page's (docs/widgets.md).
  failureRegion: 'widget',
});

export type SportsbookLiveNowElement = InstanceType<typeof SportsbookLiveNowElement>;

declare global {
  interface HTMLElementTagNameMap {
    'sportsbook-live-now': SportsbookLiveNowElement;
  }
}
