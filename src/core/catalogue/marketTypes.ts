/**
 * Market type ids of the event page's deeper markets (issue 23), beside the market keys of
 * marketKeys.ts (which the event cards and the live filter use). These are this SDK's
 * sandbox ids: an operator's feed with other ids still gets its markets sorted into tabs by
 * period and name (marketTabs.ts). The alternative lines have their own ids, as bet365's
 * "Alternative Total Goals" does, so an event card never takes one for the main line.
 */
export const DEEP_MARKET_TYPE_IDS = Object.freeze({
  ALTERNATIVE_HANDICAP: 12,
  ALTERNATIVE_TOTAL: 14,
  TEAM_TOTAL: 15,
  EXACT_GOALS: 16,
  RESULT_AND_BOTH_SCORE: 27,
  HIGHEST_SCORING_HALF: 29,
  HALF_TIME_FULL_TIME: 31,
  WINNING_MARGIN: 33,
  CLEAN_SHEET: 35,
  FIRST_GOALSCORER: 37,
  ANYTIME_GOALSCORER: 39,
  TOTAL_GAMES: 51,
  GAME_HANDICAP: 53,
  SET_BETTING: 55,
  TOTAL_CORNERS: 7500,
  CORNER_HANDICAP: 7501,
  FIRST_CORNER: 7502,
  TEAM_CORNERS: 7503,
  TOTAL_CARDS: 7505,
  MOST_CARDS: 7506,
  TO_BE_BOOKED: 7507,
});

export type DeepMarketType = keyof typeof DEEP_MARKET_TYPE_IDS;
