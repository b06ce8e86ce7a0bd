import { describe, expect, it } from 'vitest';
import { createMyBetsModel } from './myBetsModel';

describe('My Bets model', () => {
  it('selects the open tab by default and switches tabs', () => {
    const myBets = createMyBetsModel();
    expect(myBets.selectedTab.value).toBe('open');
    myBets.selectTab('settled');
    expect(myBets.selectedTab.value).toBe('settled');
  });
});
