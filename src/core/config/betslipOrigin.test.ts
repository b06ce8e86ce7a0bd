import { describe, expect, it } from 'vitest';
import { forcedOriginId, parseBetslipOrigin } from './betslipOrigin';

describe('parseBetslipOrigin', () => {
  it('accepts the names and the origin ids, case and spaces aside', () => {
    expect(parseBetslipOrigin('native-app')).toEqual({ ok: true, origin: 'native-app' });
    expect(parseBetslipOrigin(' Partner-App ')).toEqual({ ok: true, origin: 'partner-app' });
    expect(parseBetslipOrigin('20')).toEqual({ ok: true, origin: 'native-app' });
    expect(parseBetslipOrigin(21)).toEqual({ ok: true, origin: 'partner-app' });
  });

  it('reads empty or null as no forced origin', () => {
    expect(parseBetslipOrigin('')).toEqual({ ok: true, origin: null });
    expect(parseBetslipOrigin(null)).toEqual({ ok: true, origin: null });
  });

  it('refuses anything else with the accepted values', () => {
    const result = parseBetslipOrigin('ios');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toBe('betslip-origin "ios" is not a betslip origin: use "native-app" (origin id 20) or "partner-app" (origin id 21), or leave it out for the web\'s own origin.');
    expect(parseBetslipOrigin('11').ok).toBe(false);
  });
});

describe('forcedOriginId', () => {
  it('is the explicit origin whatever the mode', () => {
    expect(forcedOriginId('standalone', 'native-app')).toBe(20);
    expect(forcedOriginId('native-app', 'partner-app')).toBe(21);
  });

  it('is the native app in native-app mode, and nothing forced otherwise', () => {
    expect(forcedOriginId('native-app', null)).toBe(20);
    expect(forcedOriginId('embedded', null)).toBeNull();
    expect(forcedOriginId('standalone', null)).toBeNull();
  });
});
