import { describe, expect, it } from 'vitest';
import { isPrepaintedRoute } from './PrepaintHandover';

describe('when React’s route has left the pre-painted page (the hand-over’s route rule)', () => {
  it('the live pre-paint stays on the live list of all sports and goes on a sport’s tab, the favourites or any other page', () => {
    for (const path of ['/en/live/sport/', '/en/live/sport', '/en/live', '/live/sport/']) expect(isPrepaintedRoute(path, 'live'), path).toBe(true);
    for (const path of ['/en/live/sport/240-FOOT', '/en/live/sport/favourites', '/en/', '/en/live/100640-a-v-b']) expect(isPrepaintedRoute(path, 'live'), path).toBe(false);
  });

  it('the home pre-paint stays on the home page only, as before', () => {
    expect(isPrepaintedRoute('/en/', 'home')).toBe(true);
    expect(isPrepaintedRoute('/en/live/sport/', 'home')).toBe(false);
  });
});
