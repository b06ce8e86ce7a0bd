import { describe, expect, it } from 'vitest';
import { recogniseRoute } from '../../core';
import { isCurrentLiveSport, isCurrentPseudoCategory, isCurrentSport, liveSportPath, pseudoCategoryPath, sportPath } from './sportsMenuLinks';

describe('sports menu links', () => {
  it('builds the spec 2 slug forms', () => {
    expect(sportPath(240, 'FOOT')).toBe('/sports/240-FOOT');
    expect(sportPath(215, 'CRIC-india')).toBe('/sports/215-CRIC-india');
    expect(liveSportPath(239, 'TENN')).toBe('/live/sport/239-TENN');
    expect(pseudoCategoryPath('favourites')).toBe('/sports/10000');
    expect(pseudoCategoryPath('homepage')).toBe('/sports/10001');
    expect(pseudoCategoryPath('jackpotBet')).toBe('/sports/10002');
  });

  it('marks the sport whose page is open, telling a variant from its sport', () => {
    const football = recogniseRoute('/en/sports/240-FOOT');
    expect(isCurrentSport(football, 240, 'FOOT')).toBe(true);
    expect(isCurrentSport(football, 227, 'BASK')).toBe(false);
    const cricketIndia = recogniseRoute('/en/sports/215-CRIC-india');
    expect(isCurrentSport(cricketIndia, 215, 'CRIC-india')).toBe(true);
    expect(isCurrentSport(cricketIndia, 215, 'CRIC')).toBe(false);
    const bareId = recogniseRoute('/en/sports/215');
    expect(isCurrentSport(bareId, 215, 'CRIC')).toBe(true);
    expect(isCurrentSport(bareId, 215, 'CRIC-india')).toBe(false);
  });

  it("marks a sport's live list on the live count, not on the sport", () => {
    const live = recogniseRoute('/fr/live/sport/240-FOOT');
    expect(isCurrentLiveSport(live, 240, 'FOOT')).toBe(true);
    expect(isCurrentSport(live, 240, 'FOOT')).toBe(false);
    expect(isCurrentLiveSport(recogniseRoute('/fr/sports/240-FOOT'), 240, 'FOOT')).toBe(false);
  });

  it('marks the pseudo-categories, /sports alone being the Homepage', () => {
    expect(isCurrentPseudoCategory(recogniseRoute('/en/sports'), 'homepage')).toBe(true);
    expect(isCurrentPseudoCategory(recogniseRoute('/en/sports/10000'), 'favourites')).toBe(true);
    expect(isCurrentPseudoCategory(recogniseRoute('/en/sports/10002'), 'jackpotBet')).toBe(true);
    expect(isCurrentPseudoCategory(recogniseRoute('/en/sports/10002'), 'favourites')).toBe(false);
    expect(isCurrentSport(recogniseRoute('/en/sports/10000'), 10000, 'FAVS')).toBe(false);
  });
});
