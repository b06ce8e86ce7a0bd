import { describe, expect, it } from 'vitest';
import { createConfigModel, DEFAULT_SETTINGS } from './configModel';

describe('config model', () => {
  it('starts from the defaults', () => {
    const config = createConfigModel();
    expect({
      brand: config.brand.value,
      locale: config.locale.value,
      hostOrigin: config.hostOrigin.value,
      apiBase: config.apiBase.value,
      routing: config.routing.value,
      basePath: config.basePath.value,
      theme: config.theme.value,
      oddsFormat: config.oddsFormat.value,
      mode: config.mode.value,
      token: config.token.value,
      channel: config.channel.value,
      betslipOrigin: config.betslipOrigin.value,
    }).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ routing: 'path', basePath: '', theme: null });
  });

  it('reads routing, base-path and theme, refusing bad values with a fix', () => {
    const config = createConfigModel();
    expect(config.apply({ routing: 'HASH' as never, basePath: '/sportsbook/', theme: 'Dark' as never })).toEqual([]);
    expect([config.routing.value, config.basePath.value, config.theme.value]).toEqual(['hash', '/sportsbook', 'dark']);
    expect(config.apply({ basePath: 'sportsbook', theme: 'sepia' as never })).toEqual([
      'base-path "sportsbook" is not a path: give the prefix the sportsbook lives under, starting with "/", for example "/sportsbook".',
      'theme "sepia" is not a colour scheme: use "light", "dark" or "system".',
    ]);
    expect([config.basePath.value, config.theme.value]).toEqual(['/sportsbook', 'dark']);
    config.apply({ theme: null });
    expect(config.theme.value).toBeNull();
  });

  it('reads odds-format, mode, token and channel, refusing bad values with a fix and never echoing a token', () => {
    const config = createConfigModel();
    expect(config.apply({ oddsFormat: ' HK ' as never, mode: 'Native-App' as never, token: ' abc.DEF-123 ', channel: 'main-book' })).toEqual([]);
    expect([config.oddsFormat.value, config.mode.value, config.token.value, config.channel.value]).toEqual(['hk', 'native-app', 'abc.DEF-123', 'main-book']);
    const problems = config.apply({ oddsFormat: 'fractional' as never, mode: 'kiosk' as never, token: 'secret with spaces', channel: 'no spaces please' });
    expect(problems).toEqual([
      'odds-format "fractional" is not an odds format: use "euro", "hk", "us", "malay" or "indo", or leave it out to follow the bettor\'s choice.',
      'mode "kiosk" is not a mode: use "standalone", "embedded", "content-embedded", "native-app", "franco".',
      'token is not a game token: give the token your platform issued for this player, without spaces or line breaks.',
      'channel "no spaces please" is not a channel name: use up to 64 letters, digits, ".", "_", ":" or "-", for example "main-sportsbook".',
    ]);
    expect(problems.join(' ')).not.toContain('secret');
    expect([config.oddsFormat.value, config.mode.value, config.token.value, config.channel.value]).toEqual(['hk', 'native-app', 'abc.DEF-123', 'main-book']);
    expect(config.apply({ oddsFormat: null, token: null, channel: null })).toEqual([]);
    expect([config.oddsFormat.value, config.token.value, config.channel.value]).toEqual([null, null, null]);
  });

  it('normalises valid settings', () => {
    const config = createConfigModel();
    expect(config.apply({ brand: ' Lucky-Star ', locale: 'DE', hostOrigin: 'https://Casino.Example.com/', apiBase: 'https://api.example.com/' })).toEqual([]);
    expect(config.brand.value).toBe('lucky-star');
    expect(config.locale.value).toBe('de');
    expect(config.hostOrigin.value).toBe('https://casino.example.com');
    expect(config.apiBase.value).toBe('https://api.example.com/');
  });

  it('keeps the current value of each refused setting and explains each refusal', () => {
    const config = createConfigModel({ brand: 'royal', locale: 'fr', hostOrigin: 'https://royal.example' });
    const problems = config.apply({ brand: 'Royal Casino!', locale: 'french', hostOrigin: '*', apiBase: '  ' });
    expect(problems).toEqual([
      'brand "Royal Casino!" is not a brand id: use lowercase letters, digits and dashes, for example "royal-casino".',
      'locale "french" is not a two-letter language code such as "en" or "de".',
      'host-origin: "*" would let any page that frames the sportsbook read its messages. Use the exact origin of the host page, for example https://casino.example.com.',
      "api-base is empty: leave the attribute out to use the page's own origin, or give the operator API address.",
    ]);
    expect(config.brand.value).toBe('royal');
    expect(config.locale.value).toBe('fr');
    expect(config.hostOrigin.value).toBe('https://royal.example');
    expect(config.apiBase.value).toBe('/');
  });

  it('applies the valid half of a partly bad update', () => {
    const config = createConfigModel();
    expect(config.apply({ brand: 'ok-brand', locale: 'x' })).toHaveLength(1);
    expect(config.brand.value).toBe('ok-brand');
    expect(config.locale.value).toBe('en');
  });

  it('switches messaging off when the host origin is cleared', () => {
    const config = createConfigModel({ hostOrigin: 'https://a.example' });
    config.apply({ hostOrigin: null });
    expect(config.hostOrigin.value).toBeNull();
  });

  it('reads betslip-origin by name or origin id, refusing others with the accepted values', () => {
    const config = createConfigModel();
    expect(config.apply({ betslipOrigin: '21' as never })).toEqual([]);
    expect(config.betslipOrigin.value).toBe('partner-app');
    expect(config.apply({ betslipOrigin: 'android' as never })).toEqual(['betslip-origin "android" is not a betslip origin: use "native-app" (origin id 20) or "partner-app" (origin id 21), or leave it out for the web\'s own origin.']);
    expect(config.betslipOrigin.value).toBe('partner-app');
    config.apply({ betslipOrigin: null });
    expect(config.betslipOrigin.value).toBeNull();
  });

  it('refuses bad initial settings outright, since code (not markup) passed them', () => {
    expect(() => createConfigModel({ locale: 'english' })).toThrow(/createConfigModel: locale "english"/);
  });
});
