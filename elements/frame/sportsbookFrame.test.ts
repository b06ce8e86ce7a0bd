import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, type SportsbookFrame } from './sportsbookFrame';

const FRAME_ORIGIN = 'https://sports.example';
let mounted: SportsbookFrame | null = null;

function setup(options: Partial<Parameters<typeof mount>[1]> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const onEvent = vi.fn();
  mounted = mount(container, { src: `${FRAME_ORIGIN}/sports-betting/`, locale: 'en', brand: 'eurobet', channel: 'main', onEvent, ...options });
  const frame = mounted;
  const contentWindow = frame.iframe.contentWindow!;
  const posted = vi.spyOn(contentWindow, 'postMessage').mockImplementation(() => undefined);
  function receive(type: string, payload: unknown, { origin = FRAME_ORIGIN, source = contentWindow as Window | null, channel = 'main' as string | undefined } = {}) {
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'sportsbook', version: 1, type, payload, channel }, origin, source }));
  }
  return { frame, container, onEvent, posted, receive };
}

afterEach(() => {
  mounted?.destroy();
  mounted = null;
  window.history.replaceState(null, '', '/');
});

describe('sportsbook-frame.js', () => {
  it('creates a titled frame without scrollbars, at the deep link of the host address, naming the host origin', () => {
    window.history.replaceState(null, '', '/casino?sb=%2Fen%2Flive%2Fsport%2F');
    const { frame, container } = setup();
    expect(container.firstElementChild).toBe(frame.iframe);
    expect(frame.iframe.title).toBe('Sportsbook');
    expect(frame.iframe.getAttribute('scrolling')).toBe('no');
    const src = new URL(frame.iframe.src);
    expect(src.origin + src.pathname).toBe(`${FRAME_ORIGIN}/sports-betting/en/live/sport/`);
    expect(Object.fromEntries(src.searchParams)).toEqual({ 'host-origin': window.location.origin, channel: 'main', brand: 'eurobet' });
  });

  it('starts at the locale\'s home without a deep link, and refuses a deep link to another site', () => {
    window.history.replaceState(null, '', '/casino?sb=%2F%2Fevil.example%2F');
    const { frame } = setup({ locale: 'de' });
    expect(new URL(frame.iframe.src).pathname).toBe('/sports-betting/de/');
  });

  it('sizes the frame from resize messages of its own frame only', () => {
    const { frame, receive, onEvent } = setup();
    receive('resize', { width: 1000, height: 2400.4 });
    expect(frame.iframe.style.height).toBe('2400px');
    receive('resize', { width: 1000, height: 9000 }, { origin: 'https://evil.example' });
    receive('resize', { width: 1000, height: 9000 }, { source: window });
    receive('resize', { width: 1000, height: 9000 }, { channel: 'other' });
    expect(frame.iframe.style.height).toBe('2400px');
    expect(onEvent.mock.calls).toEqual([['resize', { width: 1000, height: 2400.4 }]]);
  });

  it('keeps the frame\'s route in the host address without adding history entries', () => {
    window.history.replaceState(null, '', '/casino?tab=sports');
    const { receive } = setup();
    const entries = window.history.length;
    receive('navigate', { path: '/en/events/123-a-v-b', previousPath: '/en/' });
    expect(window.location.pathname + window.location.search).toBe('/casino?tab=sports&sb=%2Fen%2Fevents%2F123-a-v-b');
    expect(window.history.length).toBe(entries);
  });

  it('holds commands until the frame is ready, then sends them to the frame\'s origin with the channel', () => {
    const { frame, receive, posted } = setup();
    frame.setLocale('de');
    frame.navigate('/en/live/sport/');
    expect(posted).not.toHaveBeenCalled();
    receive('ready', { version: '0.1.0', brand: 'eurobet', locale: 'en' });
    frame.addSelection('1-2-3');
    frame.setToken(null);
    frame.logout();
    const sent = posted.mock.calls.map(([message, origin]) => [(message as { type: string }).type, (message as { payload: unknown }).payload, origin]);
    expect(sent).toEqual([
      ['set-locale', { locale: 'de' }, FRAME_ORIGIN],
      ['navigate', { path: '/en/live/sport/' }, FRAME_ORIGIN],
      ['viewport', { top: 0, height: window.innerHeight }, FRAME_ORIGIN],
      ['add-selection', { outcomeId: '1-2-3' }, FRAME_ORIGIN],
      ['set-token', { token: null }, FRAME_ORIGIN],
      ['logout', {}, FRAME_ORIGIN],
    ]);
    expect(posted.mock.calls[0]?.[0]).toEqual({ source: 'sportsbook-host', version: 1, type: 'set-locale', payload: { locale: 'de' }, channel: 'main' });
  });

  it('says how to fix a bad call', () => {
    const { frame } = setup();
    expect(() => frame.navigate('live')).toThrow(/navigate\("live"\): give a sportsbook route starting with one "\/"/);
    expect(() => mount(document.createElement('div'), {} as never)).toThrow(/give \{ src: "https:\/\/sports.example.com\/" \}/);
  });

  it('removes the frame and stops listening on destroy', () => {
    const { frame, container, receive, onEvent } = setup();
    frame.destroy();
    mounted = null;
    receive('resize', { width: 1, height: 1 });
    expect(container.children).toHaveLength(0);
    expect(onEvent).not.toHaveBeenCalled();
  });
});
