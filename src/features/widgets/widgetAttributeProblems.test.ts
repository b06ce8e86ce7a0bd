import { describe, expect, it } from 'vitest';
import { WIDGET_DEFAULT_MAX, eventIdProblem, eventNotFoundProblem, maxProblem, shownCount, sportProblem } from './widgetAttributeProblems';

describe('widget attribute problems', () => {
  it('refuses a missing, empty or malformed event-id with the element, the value and an example fix', () => {
    expect(eventIdProblem('sportsbook-event', undefined)).toBe(
      '<sportsbook-event> needs an event-id: give the operator\'s id of the event to show, for example <sportsbook-event event-id="8123">. Nothing is shown until it has one.',
    );
    expect(eventIdProblem('sportsbook-event', '  ')).toMatch(/^<sportsbook-event> needs an event-id/);
    expect(eventIdProblem('sportsbook-event', '81 23/../x')).toBe(
      '<sportsbook-event> event-id "81 23/../x" is not an event id: use the operator\'s id (letters, digits, "-" or "_"), for example event-id="8123". Nothing is shown until it is fixed.',
    );
    expect(eventIdProblem('sportsbook-event', 'ev-8123_a')).toBeNull();
    expect(eventNotFoundProblem('sportsbook-event', '999')).toMatch(/^<sportsbook-event> event-id "999": the operator has no open event with this id/);
  });

  it('refuses a max that is not a whole number from 1 to 50, and shows the default then', () => {
    for (const bad of [Number.NaN, 0, -3, 2.5, 51]) {
      expect(maxProblem('sportsbook-live-now', bad)).toBe(
        `<sportsbook-live-now> max "${String(bad)}" is not a number of cards: use a whole number from 1 to 50, or leave it out for 10. Showing 10.`,
      );
      expect(shownCount(bad)).toBe(WIDGET_DEFAULT_MAX);
    }
    expect(maxProblem('sportsbook-live-now', undefined)).toBeNull();
    expect(shownCount(undefined)).toBe(WIDGET_DEFAULT_MAX);
    expect(maxProblem('sportsbook-live-now', 3)).toBeNull();
    expect(shownCount(3)).toBe(3);
    expect(shownCount(50)).toBe(50);
  });

  it('takes sport codes in any case and their -india variants, and refuses an unknown sport with examples', () => {
    expect(sportProblem('sportsbook-live-now', 'FOOT')).toBeNull();
    expect(sportProblem('sportsbook-live-now', 'tenn')).toBeNull();
    expect(sportProblem('sportsbook-live-now', 'CRIC-india')).toBeNull();
    expect(sportProblem('sportsbook-live-now', undefined)).toBeNull();
    expect(sportProblem('sportsbook-live-now', 'football')).toBe(
      '<sportsbook-live-now> sport "football" is not a sport code: use a code such as "FOOT", "TENN" or "BASK" (the sport\'s code in the operator\'s menu), or leave it out for every sport. Nothing is shown until it is fixed.',
    );
  });
});
