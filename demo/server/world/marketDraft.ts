import { marketKeysForSport, type MarketKey } from '../../../src/core/index';
import type { MarketSpec } from './worldTypes';

/** What the market factory builds a market from: its spec, names, type and period. */
export interface MarketDraft {
  spec: MarketSpec;
  description: string;
  marketTypeId: number;
  /** [live, prematch] period type ids. */
  periods: readonly number[];
  instance: number | null;
  outcomes: { description: string; side?: 0 | 1 }[];
  playerName?: string;
}

const FALLBACK_PERIODS: readonly [number, number] = [200, 100];

/** A market key's type id and whole-match period ids for a sport (core marketKeys). */
export function typeIdFor(sportCode: string, key: MarketKey): { marketTypeId: number; periods: readonly number[] } {
  const entry = marketKeysForSport(sportCode).find((candidate) => candidate.key === key);
  const periods = entry && entry.periodTypeIds.length === 2 ? entry.periodTypeIds : FALLBACK_PERIODS;
  return { marketTypeId: entry?.marketTypeId ?? 0, periods };
}

export const signed = (line: number): string => (line > 0 ? `+${line}` : String(line));
