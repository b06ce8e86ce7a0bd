/**
 * Which scoreboard an event page shows for a sport (docs/event-page.md "Scoreboards"):
 * the sports whose feed data makes a board of their own; any other sport keeps the
 * header's plain score.
 */
import { parseSportKey } from '../catalogue/sports';

export type ScoreboardKind = 'tennis' | 'cricket' | 'basketball' | 'football' | 'horse-racing' | 'greyhounds';

const KIND_BY_CODE: Readonly<Record<string, ScoreboardKind>> = Object.freeze({
  TENN: 'tennis',
  CRIC: 'cricket',
  ECRI: 'cricket',
  VICR: 'cricket',
  BASK: 'basketball',
  EBSK: 'basketball',
  FOOT: 'football',
  EFOT: 'football',
  HORS: 'horse-racing',
  GREY: 'greyhounds',
});

/** The board for a sport key ('TENN-india' is tennis), or null when it has none. */
export function scoreboardKindOf(sportKey: string): ScoreboardKind | null {
  return KIND_BY_CODE[parseSportKey(sportKey).code] ?? null;
}
