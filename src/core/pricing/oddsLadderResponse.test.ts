import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import { parseOddsLadderResponse } from './oddsLadderResponse';

describe('oddsLadderAndMargins response (spec 7)', () => {
  it('reads data.margins and data.odds', () => {
    const logger = createMemoryLogger();
    const body = {
      data: {
        margins: [
          { brandMarginType: 'PPB', leagueId: 12, marketTypeId: null, outcomeId: null, eventId: null, marketId: null, margin: 0.02 },
          { brandMarginType: 'POWER_ODDS', eventId: 'e1', marketId: 'm1', outcomeId: 'o1' },
        ],
        odds: [1.01, '1.02', 1.05],
      },
    };
    expect(parseOddsLadderResponse(body, logger)).toEqual({
      ok: true,
      margins: [
        { brandMarginType: 'PPB', leagueId: 12, marketTypeId: null, outcomeId: null, eventId: null, marketId: null, margin: 0.02 },
        { brandMarginType: 'POWER_ODDS', leagueId: null, marketTypeId: null, outcomeId: 'o1', eventId: 'e1', marketId: 'm1', margin: 0 },
      ],
      ladder: [1.01, 1.02, 1.05],
    });
    expect(logger.warnings).toEqual([]);
  });

  it('accepts the data object itself, and a power-odds answer without a ladder', () => {
    expect(parseOddsLadderResponse({ margins: [{ brandMarginType: 'power_odds', eventId: 5, marketId: 6, outcomeId: 7 }] })).toMatchObject({
      ok: true,
      margins: [{ brandMarginType: 'POWER_ODDS', eventId: 5, marketId: 6, outcomeId: 7 }],
      ladder: [],
    });
  });

  it('drops unreadable rows with one warning', () => {
    const logger = createMemoryLogger();
    const result = parseOddsLadderResponse({ data: { margins: [{ brandMarginType: 'PPB', margin: 'lots' }, { brandMarginType: 'OTHER', margin: 1 }, 'x'], odds: [2, 'two', null] } }, logger);
    expect(result).toEqual({ ok: true, margins: [], ladder: [2] });
    expect(logger.warnings).toEqual(['Odds ladder: 3 margin entries and 2 ladder values could not be read and were dropped.']);
  });

  it('refuses a body that is not an answer', () => {
    expect(parseOddsLadderResponse('oops')).toEqual({ ok: false, error: 'not-an-object' });
    expect(parseOddsLadderResponse([])).toEqual({ ok: false, error: 'not-an-object' });
    expect(parseOddsLadderResponse({ data: { status: 'error' } })).toEqual({ ok: false, error: 'no-margins-or-odds' });
  });
});
