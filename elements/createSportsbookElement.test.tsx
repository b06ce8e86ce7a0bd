// The shared factory makes any described element, and an element starts the page's
// runtime with all its attributes whatever order they came in. (The same in real
// Chromium, with the requests checked: tests/elements/attributeOrder.test.ts.)
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SETTING_ATTRIBUTES } from './descriptions/pageSettings';

let tagNumber = 0;
const uniqueTag = (name: string) => `sportsbook-${name}-${(tagNumber += 1)}` as const;

/** A fresh page (module singletons) with its own factory, as a page that loads the SDK. */
async function freshPage() {
  vi.resetModules();
  // jsdom has no ResizeObserver; the element reports its size with one.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const { createSportsbookElement } = await import('./createSportsbookElement');
  const pageRuntime = await import('./pageRuntime');
  return { createSportsbookElement, pageRuntime };
}

const cleanups: (() => void)[] = [];
afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('createSportsbookElement', () => {
  it('makes a new element from its description alone: its own attribute is a property and a prop of its feature', async () => {
    const { createSportsbookElement, pageRuntime } = await freshPage();
    const tagName = uniqueTag('event');
    // A future <sportsbook-event event-id="…">: nothing in the factory knows about it.
    const EventElement = createSportsbookElement({
      tagName,
      attributes: { eventId: { type: 'string' }, brand: PAGE_SETTING_ATTRIBUTES.brand },
      loadFeature: async () => ({ default: ({ eventId }: { eventId?: string }) => <p className="event">{eventId ?? 'no event'}</p>, styles: [] }),
      styles: [],
      loadingLabel: 'Loading the event…',
    });
    customElements.define(tagName, EventElement);
    expect([...EventElement.observedAttributes].sort()).toEqual(['brand', 'event-id']);

    const element = document.createElement(tagName) as InstanceType<typeof EventElement>;
    element.setAttribute('event-id', '8123');
    await act(async () => document.body.append(element));
    const shown = () => element.shadowRoot?.querySelector('.event')?.textContent;
    await vi.waitFor(() => expect(shown()).toBe('8123'));
    expect(element.eventId).toBe('8123');

    await act(async () => {
      element.eventId = '9001';
    });
    expect(element.getAttribute('event-id')).toBe('9001');
    await vi.waitFor(() => expect(shown()).toBe('9001'));

    await act(async () => element.removeAttribute('event-id'));
    await vi.waitFor(() => expect(shown()).toBe('no event'));
    expect(element.eventId).toBeUndefined();
    cleanups.push(() => pageRuntime.getPageRuntime().runtime.dispose());
  });

  it('shows its notice with a Retry when its feature chunk fails to load, and Retry loads it', async () => {
    const { createSportsbookElement, pageRuntime } = await freshPage();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tagName = uniqueTag('slip');
    let networkBack = false;
    const SlipElement = createSportsbookElement({
      tagName,
      attributes: { brand: PAGE_SETTING_ATTRIBUTES.brand },
      loadFeature: async () => {
        if (!networkBack) throw new TypeError('Failed to fetch dynamically imported module: https://cdn.example/chunks/betslipFeature.js');
        return { default: () => <p className="slip">Betslip</p>, styles: [] };
      },
      styles: [],
      loadingLabel: 'Loading betslip…',
      failureRegion: 'betslip',
    });
    customElements.define(tagName, SlipElement);
    const element = document.createElement(tagName);
    await act(async () => document.body.append(element));
    const root = element.shadowRoot!;
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain('The betslip could not be shown.'));
    networkBack = true;
    await act(async () => (root.querySelector('.sb-region-failure button') as HTMLButtonElement).click());
    await vi.waitFor(() => expect(root.querySelector('.slip')?.textContent).toBe('Betslip'));
    expect(root.querySelector('.sb-region-failure')).toBeNull();
    cleanups.push(() => pageRuntime.getPageRuntime().runtime.dispose());
  });

  it('a widget whose code fails to arrive shows the compact widget notice and tells the host sportsbook-error region "widget"', async () => {
    const { createSportsbookElement, pageRuntime } = await freshPage();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tagName = uniqueTag('widget');
    let networkBack = false;
    const WidgetElement = createSportsbookElement({
      tagName,
      attributes: { brand: PAGE_SETTING_ATTRIBUTES.brand },
      loadFeature: async () => {
        if (!networkBack) throw new TypeError('Failed to fetch dynamically imported module: https://cdn.example/chunks/liveNowWidgetFeature.js');
        return { default: () => <p className="live-now">Live now</p>, styles: [] };
      },
      styles: [],
      loadingLabel: 'Loading live events…',
      failureRegion: 'widget',
    });
    customElements.define(tagName, WidgetElement);
    const heard: unknown[] = [];
    const hear = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('sportsbook-error', hear);
    cleanups.push(() => document.removeEventListener('sportsbook-error', hear));
    const element = document.createElement(tagName);
    await act(async () => document.body.append(element));
    const root = element.shadowRoot!;
    await vi.waitFor(() => expect(root.querySelector('.sb-region-failure--widget p')?.textContent).toBe('This sportsbook content could not be shown.'));
    expect(root.querySelector('.sb-region-failure')!.getAttribute('role')).toBe('status');
    await vi.waitFor(() => expect(heard).toEqual([{ region: 'widget', message: 'Failed to fetch dynamically imported module: https://cdn.example/chunks/liveNowWidgetFeature.js' }]));
    networkBack = true;
    await act(async () => (root.querySelector('.sb-region-failure button') as HTMLButtonElement).click());
    await vi.waitFor(() => expect(root.querySelector('.live-now')?.textContent).toBe('Live now'));
    cleanups.push(() => pageRuntime.getPageRuntime().runtime.dispose());
  });

  it('starts the runtime when the element connects, with every attribute, in either order', async () => {
    for (const order of [['brand', 'api-base'], ['api-base', 'brand']] as const) {
      const { pageRuntime } = await freshPage();
      const { SportsbookAppElement } = await import('./sportsbook-app');
      const tagName = uniqueTag('app');
      customElements.define(tagName, SportsbookAppElement);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const app = document.createElement(tagName);
      const values = { brand: 'eurobet', 'api-base': 'https://api.casino.example/' };
      for (const name of order) app.setAttribute(name, values[name]);
      expect(pageRuntime.hasPageRuntime(), 'no runtime before the element connects').toBe(false);
      await act(async () => document.body.append(app));
      const { runtime } = pageRuntime.getPageRuntime();
      expect([runtime.config.brand.value, runtime.config.apiBase.value], order.join(' then ')).toEqual(['eurobet', 'https://api.casino.example/']);
      expect(error).not.toHaveBeenCalled();
      await act(async () => app.remove());
      runtime.dispose();
      error.mockRestore();
    }
  });

  it('after Sportsbook.destroy(), a method on an element left on the page is refused and starts no runtime; re-adding the element starts one', async () => {
    const { pageRuntime } = await freshPage();
    const { SportsbookAppElement } = await import('./sportsbook-app');
    const tagName = uniqueTag('app');
    customElements.define(tagName, SportsbookAppElement);
    const app = document.createElement(tagName) as InstanceType<typeof SportsbookAppElement>;
    app.setAttribute('api-base', 'https://api.casino.example/');
    await act(async () => document.body.append(app));
    const first = pageRuntime.getPageRuntime().runtime;
    await act(async () => pageRuntime.destroyPageRuntime());
    expect(first.disposed).toBe(true);

    expect(() => app.navigate('/live/')).toThrow(`<sportsbook-app>.navigate() was refused: Sportsbook.destroy() shut this sportsbook down.`);
    expect(() => app.removeSelection('1')).toThrow(/removeSelection\(\) was refused/);
    await expect(app.addSelection('1')).rejects.toThrow(/addSelection\(\) was refused/);
    await expect(app.login('token')).rejects.toThrow(/login\(\) was refused/);
    await expect(app.logout()).rejects.toThrow(/logout\(\) was refused/);
    expect(pageRuntime.hasPageRuntime(), 'no headless runtime was started by the refused calls').toBe(false);

    await act(async () => app.remove());
    await act(async () => document.body.append(app));
    const second = pageRuntime.getPageRuntime().runtime;
    expect(second).not.toBe(first);
    expect(second.disposed).toBe(false);
    app.navigate('/live/');
    expect(second.router.path.value).toContain('/live/');
    await act(async () => app.remove());
    second.dispose();
  });

  it('reads properties set before the element was defined, and ones set in the same task as the insertion', async () => {
    const { pageRuntime } = await freshPage();
    const { SportsbookAppElement } = await import('./sportsbook-app');
    const tagName = uniqueTag('app');
    const app = document.createElement(tagName) as HTMLElement & { brand?: string; apiBase?: string; theme?: string };
    // Not defined yet: these land on the instance, as a framework that renders first would leave them.
    app.brand = 'eurobet';
    app.apiBase = 'https://api.casino.example/';
    customElements.define(tagName, SportsbookAppElement);
    await act(async () => {
      document.body.append(app);
      app.theme = 'dark';
    });
    const { runtime } = pageRuntime.getPageRuntime();
    expect([runtime.config.brand.value, runtime.config.apiBase.value, runtime.config.theme.value]).toEqual(['eurobet', 'https://api.casino.example/', 'dark']);
    expect([app.getAttribute('brand'), app.getAttribute('api-base'), app.getAttribute('theme')]).toEqual(['eurobet', 'https://api.casino.example/', 'dark']);
    expect(app.apiBase).toBe('https://api.casino.example/');
    cleanups.push(() => runtime.dispose());
  });

  it('refuses a later, different api-base, routing or base-path out loud and keeps the one it started with', async () => {
    const { pageRuntime } = await freshPage();
    const { SportsbookAppElement } = await import('./sportsbook-app');
    const { SportsbookBetslipElement } = await import('./sportsbook-betslip');
    const appTag = uniqueTag('app');
    const slipTag = uniqueTag('betslip');
    customElements.define(appTag, SportsbookAppElement);
    customElements.define(slipTag, SportsbookBetslipElement);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = document.createElement(appTag);
    app.setAttribute('api-base', 'https://api.casino.example/');
    app.setAttribute('routing', 'hash');
    await act(async () => document.body.append(app));
    const { runtime } = pageRuntime.getPageRuntime();

    const slip = document.createElement(slipTag);
    slip.setAttribute('api-base', 'https://api.casino.example/');
    slip.setAttribute('routing', 'path');
    await act(async () => document.body.append(slip));
    await act(async () => app.setAttribute('base-path', '/sports'));

    expect([runtime.config.apiBase.value, runtime.config.routing.value, runtime.config.basePath.value]).toEqual(['https://api.casino.example/', 'hash', '']);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      // Named by the element's own tag (the test defines it under another name).
      `<sportsbook-betslip> routing "path" is not used: the sportsbook started with "hash" and reads routing once, when it starts. Give routing to the first sportsbook element on the page (every element shares one runtime), or call Sportsbook.init({ routing }) before any element is added.`,
      `<sportsbook-app> base-path "/sports" is not used: the sportsbook started with "" and reads base-path once, when it starts. Give base-path to the first sportsbook element on the page (every element shares one runtime), or call Sportsbook.init({ basePath }) before any element is added.`,
    ]);
    cleanups.push(() => runtime.dispose());
  });
});
