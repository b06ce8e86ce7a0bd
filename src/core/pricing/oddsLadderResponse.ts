import { consoleLogger, type CoreLogger } from '../logger';
import { numberSetting } from '../settingsParsing/settingValues';
import type { MarginEntry } from './oddsMargins';

/** Why an oddsLadderAndMargins answer gives nothing to price with. */
export type OddsLadderResponseError = 'not-an-object' | 'no-margins-or-odds';

export type OddsLadderResponse = { ok: true; margins: MarginEntry[]; ladder: number[] } | { ok: false; error: OddsLadderResponseError };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: unknown): string | number | null => (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : null);

function marginEntryOf(value: unknown): MarginEntry | null {
  if (!isRecord(value)) return null;
  const type = typeof value.brandMarginType === 'string' ? value.brandMarginType.trim().toUpperCase() : '';
  if (type !== 'PPB' && type !== 'POWER_ODDS') return null;
  const margin = numberSetting(value.margin, Number.NaN);
  // A power-odds entry marks outcomes; its margin is not needed to do that.
  if (!Number.isFinite(margin) && type === 'PPB') return null;
  return {
    brandMarginType: type,
    leagueId: idOf(value.leagueId),
    marketTypeId: idOf(value.marketTypeId),
    outcomeId: idOf(value.outcomeId),
    eventId: idOf(value.eventId),
    marketId: idOf(value.marketId),
    margin: Number.isFinite(margin) ? margin : 0,
  };
}

/**
 * Reads GET /xapi/rest/oddsLadderAndMargins/{version} (spec 7): data.margins (the margin
 * entries) and data.odds (the ladder: decimals as numbers or numeric strings). The body may
 * be the whole answer ({ data: ... }) or its data. Entries that cannot be read (an unknown
 * brandMarginType, a PPB entry without a numeric margin, a ladder value that is not a
 * number) are dropped with one warning, so one bad row does not switch pricing off. A body
 * with neither list is an error: the caller keeps the pricing data it has.
 */
export function parseOddsLadderResponse(body: unknown, logger: CoreLogger = consoleLogger): OddsLadderResponse {
  if (!isRecord(body)) return { ok: false, error: 'not-an-object' };
  const data = isRecord(body.data) ? body.data : body;
  const rawMargins = Array.isArray(data.margins) ? (data.margins as unknown[]) : null;
  const rawOdds = Array.isArray(data.odds) ? (data.odds as unknown[]) : null;
  if (rawMargins === null && rawOdds === null) return { ok: false, error: 'no-margins-or-odds' };
  const margins = (rawMargins ?? []).map(marginEntryOf).filter((entry): entry is MarginEntry => entry !== null);
  const ladder = (rawOdds ?? []).map((value) => numberSetting(value, Number.NaN)).filter((value) => Number.isFinite(value));
  const droppedMargins = (rawMargins?.length ?? 0) - margins.length;
  const droppedOdds = (rawOdds?.length ?? 0) - ladder.length;
  if (droppedMargins > 0 || droppedOdds > 0) {
    logger.warn(`Odds ladder: ${droppedMargins} margin entries and ${droppedOdds} ladder values could not be read and were dropped.`);
  }
  return { ok: true, margins, ladder };
}
