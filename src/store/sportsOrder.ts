// From its module, not core's index: the first paint before React orders sports with this (elements/prepaint).
import { parseSportKey, sportVariant } from '../core/catalogue/sports';

/** A sports menu entry's data: a sport, or a sport's variant ('CRIC-india'), with its counts. */
export interface MenuSport {
  id: number;
  /** The code the links carry: 'FOOT', or a variant's key such as 'CRIC-india'. */
  code: string;
  name: string;
  eventCount: number;
  liveEventCount: number;
}

interface SportSummary {
  id: number;
  code: string;
  name: string;
  eventCount: number;
  liveEventCount: number;
}

/**
 * The operator's `sports_order` setting: a list of sport codes, sent by back offices
 * either as an array or as one comma-separated string. Anything else is no order.
 */
export function sportsOrderSetting(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return entries.filter((entry): entry is string => typeof entry === 'string').map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/**
 * The menu's sports: those named in `sports_order` first, in that order, then every other
 * sport in the order the operator's feed listed them. A sport with no events is left out
 * (its page would be empty). A variant key in the order ('TENN-india') adds an entry for
 * the variant, which shares its sport's id and counts (spec 1); a code the feed did not
 * send, or a variant the catalogue does not know, is skipped.
 */
export function orderSports(sports: readonly SportSummary[], order: readonly string[]): MenuSport[] {
  const offered = sports.filter((sport) => sport.eventCount > 0);
  const byCode = new Map(offered.map((sport) => [sport.code.toUpperCase(), sport]));
  const placed = new Set<string>();
  const ordered: MenuSport[] = [];
  for (const key of order) {
    const variant = sportVariant(key);
    const sport = byCode.get(variant ? variant.variantOf : parseSportKey(key).code);
    if (!sport || (parseSportKey(key).variant !== null && !variant)) continue;
    const code = variant ? variant.key : sport.code;
    if (placed.has(code)) continue;
    placed.add(code);
    ordered.push(toMenuSport(sport, code, variant ? variant.name : sport.name));
  }
  for (const sport of offered) if (!placed.has(sport.code)) ordered.push(toMenuSport(sport, sport.code, sport.name));
  return ordered;
}

function toMenuSport(sport: SportSummary, code: string, name: string): MenuSport {
  return { id: sport.id, code, name, eventCount: sport.eventCount, liveEventCount: sport.liveEventCount };
}
