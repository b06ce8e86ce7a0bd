import { describe, expect, it } from 'vitest';
import { loadEventTexts, loadPrepaintTexts, translateWith } from './prepaintTexts';

describe('the pre-paint’s card texts', () => {
  it('reads nested keys, fills {{values}}, takes the plural form the language asks for, and reads a missing key as the key', () => {
    const t = translateWith({ status: { live: 'Live' }, clock: '{{minutes}} min', openMarkets_one: '{{count}} open market', openMarkets_other: '{{count}} open markets', plain: 'x {{count}}' }, 'en');
    expect(t('status.live')).toBe('Live');
    expect(t('clock', { minutes: 83 })).toBe('83 min');
    expect(t('openMarkets', { count: 1 })).toBe('1 open market');
    expect(t('openMarkets', { count: 12 })).toBe('12 open markets');
    expect(t('plain', { count: 2 })).toBe('x 2');
    expect(t('status.gone')).toBe('status.gone');
    expect(t('clock')).toBe('{{minutes}} min');
  });

  it('loads the shipped language’s events texts, and English for a language shipped without them', async () => {
    expect((await loadEventTexts('es'))?.('openMarkets', { count: 3 })).toBe('3 mercados abiertos');
    expect((await loadEventTexts('en'))?.('stream')).toBe('Live stream');
    expect((await loadEventTexts('xx'))?.('stream')).toBe('Live stream');
  });

  it('loads the home page’s headings from the homePage texts, in the language and in English for one shipped without them', async () => {
    expect((await loadPrepaintTexts('homePage', 'es'))?.('liveTitle')).toBe('En directo');
    expect((await loadPrepaintTexts('homePage', 'en'))?.('title')).toBe('Home');
    expect((await loadPrepaintTexts('homePage', 'xx'))?.('upcomingTitle')).toBe('Upcoming');
  });
});
