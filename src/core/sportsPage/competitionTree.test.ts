import { describe, expect, it } from 'vitest';
import { competitionTree, findLeague, type EventPlace } from './competitionTree';

const place = (country: [string, string] | null, league: [string, string], outright = false): EventPlace => ({
  competition: country ? { id: country[0], name: country[1] } : null,
  league: { id: league[0], name: league[1] },
  outright,
});

describe('competitionTree', () => {
  it('groups leagues under their countries, alphabetically, counting fixtures but not outrights', () => {
    const tree = competitionTree([
      place(['902', 'Spain'], ['5010', 'Spain Liga']),
      place(['900', 'England'], ['5002', 'England Championship']),
      place(['900', 'England'], ['5001', 'England Premier Division']),
      place(['900', 'England'], ['5001', 'England Premier Division']),
      place(['900', 'England'], ['5001', 'England Premier Division'], true),
      place(null, ['7000', 'World Cup']),
    ]);
    expect(tree).toEqual([
      { id: '900', name: 'England', leagues: [{ id: '5002', name: 'England Championship', fixtureCount: 1 }, { id: '5001', name: 'England Premier Division', fixtureCount: 2 }] },
      { id: '902', name: 'Spain', leagues: [{ id: '5010', name: 'Spain Liga', fixtureCount: 1 }] },
      { id: null, name: null, leagues: [{ id: '7000', name: 'World Cup', fixtureCount: 1 }] },
    ]);
  });

  it('lists a league that only has its outright, with no fixtures', () => {
    expect(competitionTree([place(['900', 'England'], ['5001', 'Premier'], true)])[0]?.leagues).toEqual([{ id: '5001', name: 'Premier', fixtureCount: 0 }]);
  });

  it('skips events with no league and finds leagues by id', () => {
    const tree = competitionTree([{ competition: null, league: null, outright: false }, place(['900', 'England'], ['5001', 'Premier'])]);
    expect(tree).toHaveLength(1);
    expect(findLeague(tree, '5001')?.name).toBe('Premier');
    expect(findLeague(tree, '9999')).toBeNull();
  });
});
