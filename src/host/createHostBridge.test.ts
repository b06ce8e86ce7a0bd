import { describe, expect, it, vi } from 'vitest';
import { createRuntime } from '../store';
import { createHostBridge, type BridgeWindow } from './createHostBridge';
import { SDK_VERSION } from './sdkVersion';
import { SPORTSBOOK_CAPABILITIES } from './capabilities';
import { version } from '../../package.json';

function framedWindow() {
  const postMessage = vi.fn();
  const warn = vi.fn();
  const win: BridgeWindow = { parent: { postMessage }, console: { warn } };
  return { win, postMessage, warn };
}

function topWindow() {
  const warn = vi.fn();
  const win = { console: { warn } } as { parent: BridgeWindow['parent']; console: { warn: typeof warn } };
  // Not framed: window.parent is the window itself.
  Object.assign(win, { parent: win });
  return { win: win as BridgeWindow, warn };
}

describe('host bridge: sportsbook-ready', () => {
  it('dispatches one bubbling, composed sportsbook-ready with version, brand and locale', () => {
    const runtime = createRuntime({ brand: 'lucky-star', locale: 'de' });
    const { win } = topWindow();
    const bridge = createHostBridge(runtime, win);
    const element = document.createElement('sportsbook-app');
    const container = document.createElement('div');
    container.append(element);
    const received: CustomEvent[] = [];
    container.addEventListener('sportsbook-ready', (event) => received.push(event));

    bridge.announceReady(element);
    bridge.announceReady(element);

    expect(received).toHaveLength(1);
    const [event] = received;
    expect(event?.detail).toEqual({ version, brand: 'lucky-star', locale: 'de', capabilities: [...SPORTSBOOK_CAPABILITIES] });
    expect(event?.detail.capabilities).toContain('method:addSelection');
    expect(event?.bubbles).toBe(true);
    expect(event?.composed).toBe(true);
    expect(event?.target).toBe(element);
  });

  it('announces each element once, independently of the others', () => {
    const bridge = createHostBridge(createRuntime(), topWindow().win);
    const first = document.createElement('sportsbook-app');
    const second = document.createElement('sportsbook-betslip');
    const onFirst = vi.fn();
    const onSecond = vi.fn();
    first.addEventListener('sportsbook-ready', onFirst);
    second.addEventListener('sportsbook-ready', onSecond);
    bridge.announceReady(first);
    bridge.announceReady(second);
    bridge.announceReady(first);
    expect(onFirst).toHaveBeenCalledTimes(1);
    expect(onSecond).toHaveBeenCalledTimes(1);
  });

  it('reports the version from package.json', () => {
    expect(SDK_VERSION).toBe(version);
    expect(SDK_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('lets go of elements that left the page: page-wide copies go to one still there, and one moved back is a target again without a second ready', () => {
    const runtime = createRuntime({ locale: 'en' });
    const bridge = createHostBridge(runtime, topWindow().win);
    const first = document.createElement('sportsbook-app');
    const second = document.createElement('sportsbook-betslip');
    document.body.append(first, second);
    const heardOn: string[] = [];
    const readies: string[] = [];
    for (const element of [first, second]) element.addEventListener('sportsbook-language', (event) => heardOn.push(`${element.localName}:${(event as CustomEvent<{ locale: string }>).detail.locale}`));
    document.addEventListener('sportsbook-ready', (event) => readies.push((event.target as Element).localName));
    bridge.announceReady(first);
    // What an element's disconnectedCallback does (elements/startRuntimeFor.ts leavePageEvents).
    first.remove();
    bridge.removePageEventTarget(first);
    bridge.announceReady(second);
    runtime.config.apply({ locale: 'de' });
    document.body.prepend(first);
    bridge.announceReady(first);
    second.remove();
    bridge.removePageEventTarget(second);
    runtime.config.apply({ locale: 'es' });
    expect(heardOn).toEqual(['sportsbook-betslip:de', 'sportsbook-app:es']);
    expect(readies).toEqual(['sportsbook-app', 'sportsbook-betslip']);
    bridge.dispose();
    runtime.dispose();
    first.remove();
  });
});

describe('host bridge: messages to a parent frame', () => {
  it('posts the ready envelope to the configured host origin only', () => {
    const runtime = createRuntime({ brand: 'lucky-star', hostOrigin: 'https://casino.example.com' });
    const { win, postMessage } = framedWindow();
    createHostBridge(runtime, win).announceReady(document.createElement('sportsbook-app'));
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'sportsbook', version: 1, type: 'ready', payload: { version, brand: 'lucky-star', locale: 'en', capabilities: [...SPORTSBOOK_CAPABILITIES] } },
      'https://casino.example.com',
    );
  });

  it('posts nothing when framed without a host origin, and says once how to fix it', () => {
    const { win, postMessage, warn } = framedWindow();
    const bridge = createHostBridge(createRuntime(), win);
    bridge.announceReady(document.createElement('sportsbook-app'));
    bridge.announceReady(document.createElement('sportsbook-betslip'));
    expect(postMessage).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/Set host-origin="https:\/\/your-casino\.example"/);
  });

  it('posts nothing when not framed, even with a host origin', () => {
    const runtime = createRuntime({ hostOrigin: 'https://casino.example.com' });
    const { win, warn } = topWindow();
    const postSpy = vi.fn();
    // The top window's parent is itself; a post there would reach our own page.
    (win.parent as { postMessage: typeof postSpy }).postMessage = postSpy;
    createHostBridge(runtime, win).announceReady(document.createElement('sportsbook-app'));
    expect(postSpy).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses the host origin in force when the element announces, not the one at creation', () => {
    const runtime = createRuntime();
    const { win, postMessage } = framedWindow();
    const bridge = createHostBridge(runtime, win);
    runtime.config.apply({ hostOrigin: 'http://localhost:8080' });
    bridge.announceReady(document.createElement('sportsbook-app'));
    expect(postMessage.mock.calls[0]?.[1]).toBe('http://localhost:8080');
  });
});

describe('host bridge: where page-wide events go', () => {
  it('once on document per change, and a non-bubbling copy on every connected element in document order, whatever comes and goes', () => {
    const runtime = createRuntime({ locale: 'en' });
    const { win: framed, postMessage } = framedWindow();
    const win: BridgeWindow = { ...framed, document };
    runtime.config.apply({ hostOrigin: 'https://casino.example' });
    const bridge = createHostBridge(runtime, win);
    const app = document.createElement('sportsbook-app');
    const slip = document.createElement('sportsbook-betslip');
    // The slip comes first in the page but announces last: the order is the page's.
    document.body.append(slip, app);
    bridge.announceReady(app);
    bridge.addPageEventTarget(slip);
    const onDocument: CustomEvent[] = [];
    const onWindow: CustomEvent[] = [];
    const onElements: [string, string, boolean][] = [];
    const documentListener = (event: CustomEvent) => onDocument.push(event);
    const windowListener = (event: CustomEvent) => onWindow.push(event);
    document.addEventListener('sportsbook-language', documentListener);
    window.addEventListener('sportsbook-language', windowListener);
    for (const element of [app, slip]) element.addEventListener('sportsbook-language', (event) => onElements.push([element.localName, event.detail.locale, event.bubbles]));
    postMessage.mockClear();

    runtime.config.apply({ locale: 'fr' });
    runtime.config.apply({ locale: 'fr' });
    app.remove();
    bridge.removePageEventTarget(app);
    runtime.config.apply({ locale: 'sw' });
    const mybets = document.createElement('sportsbook-mybets');
    document.body.append(mybets);
    bridge.addPageEventTarget(mybets);
    bridge.addPageEventTarget(mybets);
    mybets.addEventListener('sportsbook-language', (event) => onElements.push([mybets.localName, event.detail.locale, event.bubbles]));
    runtime.config.apply({ locale: 'pt' });

    expect(onDocument.map((event) => [event.target, event.detail, event.bubbles])).toEqual([
      [document, { locale: 'fr', previousLocale: 'en' }, true],
      [document, { locale: 'sw', previousLocale: 'fr' }, true],
      [document, { locale: 'pt', previousLocale: 'sw' }, true],
    ]);
    expect(onWindow.map((event) => event.detail.locale)).toEqual(['fr', 'sw', 'pt']);
    expect(onElements).toEqual([
      ['sportsbook-betslip', 'fr', false],
      ['sportsbook-app', 'fr', false],
      ['sportsbook-betslip', 'sw', false],
      ['sportsbook-betslip', 'pt', false],
      ['sportsbook-mybets', 'pt', false],
    ]);
    expect(postMessage.mock.calls.map(([message]) => [message.type, message.payload])).toEqual([
      ['language', { locale: 'fr', previousLocale: 'en' }],
      ['language', { locale: 'sw', previousLocale: 'fr' }],
      ['language', { locale: 'pt', previousLocale: 'sw' }],
    ]);
    document.removeEventListener('sportsbook-language', documentListener);
    window.removeEventListener('sportsbook-language', windowListener);
    slip.remove();
    mybets.remove();
    bridge.dispose();
  });

  it('a removed element that was never taken off the list gets no copy (it is not connected)', () => {
    const runtime = createRuntime({ locale: 'en' });
    const win = { console: { warn: vi.fn() }, document } as unknown as BridgeWindow;
    Object.assign(win, { parent: win });
    const bridge = createHostBridge(runtime, win);
    const app = document.createElement('sportsbook-app');
    document.body.append(app);
    bridge.addPageEventTarget(app);
    const heard: string[] = [];
    app.addEventListener('sportsbook-language', (event) => heard.push(event.detail.locale));
    app.remove();
    runtime.config.apply({ locale: 'fr' });
    expect(heard).toEqual([]);
    bridge.dispose();
  });
});
