import type { Market, Outcome, SportEvent } from '../catalogue/entities';

/** Small concrete feed entities for this folder's tests. */
export const outcome = (id: string, decimal: number, hidden = false): Outcome => ({ id, description: id, hidden, consolidatedPrice: { currentPrice: { decimal } } });

/** Overrides may set a key to undefined to leave it out (a market without a feedId). */
type MarketOverrides = { [K in keyof Market]?: Market[K] | undefined };

export const market = (id: string, overrides: MarketOverrides = {}): Market => {
  const built = { id, eventId: 'e1', feedId: 'BU', description: id, marketTypeId: 3, status: 'open', outcomes: [outcome(`${id}-1`, 2), outcome(`${id}-2`, 1.8)], ...overrides };
  return Object.fromEntries(Object.entries(built).filter(([, value]) => value !== undefined)) as unknown as Market;
};

export const sportEvent = (overrides: Partial<SportEvent> = {}): SportEvent => ({ id: 'e1', slug: 'e1-a-v-b', eventPaths: [], sportCode: 'FOOT', markets: [], ...overrides });
