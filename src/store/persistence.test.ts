import { describe, expect, it } from 'vitest';
import { cookieString, createPersistence, memoryStorage } from './persistence';

describe('persistence (spec 9)', () => {
  it('keeps versioned stores under the product prefix and refuses other versions', () => {
    const storage = memoryStorage();
    const persistence = createPersistence(storage);
    persistence.write('settings', { oddsType: 'hk' });
    expect(storage.getItem('sportsbook:settings')).toBe('{"version":1,"state":{"oddsType":"hk"}}');
    expect(persistence.read('settings')).toEqual({ oddsType: 'hk' });
    storage.setItem('sportsbook:old', '{"version":0,"state":{}}');
    storage.setItem('sportsbook:broken', '{oops');
    expect(persistence.read('old')).toBeNull();
    expect(persistence.read('broken')).toBeNull();
  });

  it('keeps the shared keys unprefixed', () => {
    const storage = memoryStorage();
    const persistence = createPersistence(storage);
    persistence.writeKey('jwt', 'jwe.abc');
    persistence.writeKey('username', 'demo');
    expect(storage.getItem('jwt')).toBe('jwe.abc');
    expect(persistence.readKey('username')).toBe('demo');
    persistence.writeKey('jwt', null);
    expect(storage.getItem('jwt')).toBeNull();
  });

  it('removes the persisted betslip and native-app stores at start-up', () => {
    const storage = memoryStorage();
    const persistence = createPersistence(storage);
    persistence.write('betslip', { bets: 1 });
    persistence.write('native-app', { x: 1 });
    persistence.write('favourites', ['1']);
    persistence.clearAtStartup();
    expect([persistence.read('betslip'), persistence.read('native-app'), persistence.read('favourites')]).toEqual([null, null, ['1']]);
  });

  it('writes cookies to 2100 on the last two host labels, SameSite Lax', () => {
    expect(cookieString('lang', 'de', '.example.com')).toBe('lang=de; Expires=Fri, 01 Jan 2100 00:00:00 GMT; Path=/; Domain=.example.com; SameSite=Lax');
    expect(cookieString('lang', 'de', null)).toBe('lang=de; Expires=Fri, 01 Jan 2100 00:00:00 GMT; Path=/; SameSite=Lax');
  });
});
