import type { CatalogueModel } from '../catalogueModel';

type ApiEvent = Parameters<CatalogueModel['applySnapshot']>[0][number];

/**
 * Events e1..eN with one match market of three outcomes each: o{event}-{n} priced 2.0,
 * 3.0, 4.0. For store and feature tests that need selections the catalogue knows.
 */
export function seedCatalogue(catalogue: CatalogueModel, events = 3): void {
  const list = Array.from({ length: events }, (_, index) => {
    const id = `e${index + 1}`;
    return {
      id,
      slug: `${id}-home-v-away`,
      description: `Home ${index + 1} v Away ${index + 1}`,
      eventPaths: [{ id: 240, description: 'Football' }],
      sportCode: 'FOOT',
      clock: null,
      isFinished: false,
      liveOpenMarketCount: 1,
      betBuilderEvent: false,
      jackpotId: null,
      opponents: [],
      markets: [
        {
          id: `m${index + 1}`,
          eventId: id,
          description: 'Match Result',
          marketTypeId: 3,
          status: 'open',
          instance: null,
          playerName: null,
          outcomes: [1, 2, 3].map((n) => ({ id: `o${index + 1}-${n}`, description: `Outcome ${n}`, hidden: false, consolidatedPrice: { currentPrice: { decimal: n + 1, spread: null, spread2: null } } })),
        },
      ],
    };
  }) as unknown as ApiEvent[];
  catalogue.applyEvents(list);
}
