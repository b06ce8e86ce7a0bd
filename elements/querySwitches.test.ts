import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime, memoryStorage } from '../src/store';
import { applyQuerySwitches } from './querySwitches';

const runtimeWith = (search: string) => {
  const runtime = createRuntime({ routing: 'memory' }, { storage: memoryStorage(), reload: () => undefined });
  applyQuerySwitches(runtime, search);
  return runtime;
};

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-sportsbook-standalone');
  window.history.replaceState(null, '', '/');
});

describe('mode query switches (spec 2)', () => {
  it('embedded=true, content-embedded=true and ?mode= set the mode; the most specific wins', () => {
    expect(runtimeWith('?embedded=true').config.mode.value).toBe('embedded');
    expect(runtimeWith('?content-embedded=true').config.mode.value).toBe('content-embedded');
    expect(runtimeWith('?embedded=true&content-embedded=true').config.mode.value).toBe('content-embedded');
    expect(runtimeWith('?mode=native-app&embedded=true').config.mode.value).toBe('native-app');
    expect(runtimeWith('?embedded=false').config.mode.value).toBe('standalone');
  });

  it('leaves ?mode=translations to the translation report', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(runtimeWith('?mode=translations&embedded=true').config.mode.value).toBe('embedded');
    expect(error).not.toHaveBeenCalled();
  });

  it('reads betslip-origin by name or id', () => {
    expect(runtimeWith('?betslip-origin=native-app').config.betslipOrigin.value).toBe('native-app');
    expect(runtimeWith('?betslip-origin=21').config.betslipOrigin.value).toBe('partner-app');
  });

  it('reports values it cannot use with the fix and keeps the defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = runtimeWith('?mode=kiosk&betslip-origin=ios');
    expect([runtime.config.mode.value, runtime.config.betslipOrigin.value]).toEqual(['standalone', null]);
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      'Sportsbook query switch: mode "kiosk" is not a mode: use "standalone", "embedded", "content-embedded", "native-app", "franco".',
      'Sportsbook query switch: betslip-origin "ios" is not a betslip origin: use "native-app" (origin id 20) or "partner-app" (origin id 21), or leave it out for the web\'s own origin.',
    ]);
  });

  it('the standalone site reads them; an embedding page\'s query is not ours', async () => {
    document.documentElement.setAttribute('data-sportsbook-standalone', '');
    window.history.replaceState(null, '', '/en/sports?content-embedded=true&betslip-origin=native-app');
    vi.resetModules();
    const standalone = (await import('./pageRuntime')).getPageRuntime().runtime;
    expect([standalone.config.mode.value, standalone.config.betslipOrigin.value]).toEqual(['content-embedded', 'native-app']);
    standalone.dispose();

    document.documentElement.removeAttribute('data-sportsbook-standalone');
    vi.resetModules();
    const embedding = (await import('./pageRuntime')).getPageRuntime().runtime;
    expect([embedding.config.mode.value, embedding.config.betslipOrigin.value]).toEqual(['standalone', null]);
    embedding.dispose();
  });
});
