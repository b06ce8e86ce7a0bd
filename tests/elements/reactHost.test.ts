/**
 * A React 19 host page (issue 18): React renders the elements with createRoot, setting a
 * custom element's property when it has one (brand) and the attribute otherwise
 * (api-base), and turns `on<event-name>` props into listeners on the element. The
 * sportsbook must start on the api-base given, and a prop handler on any element must hear
 * every page-wide event, every time. docs/embedding.md "React 19".
 */
import { expect } from 'chai';
import type { ReactElement } from 'react';
import type * as ReactForTests from './fixtures/reactForTests';
import { nextEvent, waitFor } from './helpers';
import { apiUrl } from './origins';
import { apiRequests, recordRequests } from './recordedRequests';
import { sdk } from './sdk';

// React 19 as one ES module (tests/elements/reactForTests.mjs); a variable specifier keeps
// the bundler and the type checker off it.
const REACT = '/__react.js';
const React = (await import(REACT)) as typeof ReactForTests;
const h = React.createElement;

// The sandbox API, on an origin other than the page's (web-test-runner.config.mjs).
const API_BASE = apiUrl('/');

interface Handlers {
  showSlip: boolean;
  onLogin: (event: GlobalEventHandlersEventMap['sportsbook-login']) => void;
  onSlipChange: (event: GlobalEventHandlersEventMap['sportsbook-betslip-change']) => void;
}

/** The host's own markup: the app, and a betslip in its sidebar once the host shows it. */
function host({ showSlip, onLogin, onSlipChange }: Handlers): ReactElement {
  return h(
    React.Fragment,
    null,
    h('main', null, h('sportsbook-app', { brand: 'eurobet', 'api-base': API_BASE, locale: 'en', 'onsportsbook-login': onLogin })),
    showSlip ? h('aside', null, h('sportsbook-betslip', { 'onsportsbook-betslip-change': onSlipChange })) : null,
  );
}

// Read before the recording starts: the test's own calls to the sandbox are not the SDK's.
const pageFetch = window.fetch.bind(window);
/** The SDK's requests, as the network sees them: URL and brand. */
const recorded = recordRequests(window);

async function gameToken(): Promise<string> {
  const response = await pageFetch(apiUrl('/xapi/icore/players/login'), { method: 'POST', body: new URLSearchParams({ username: 'demo', password: 'demo1234' }) });
  return ((await response.json()) as { jweToken: string }).jweToken;
}

interface SandboxEvent {
  markets: { status: string; outcomes: { id: string; hidden: boolean; consolidatedPrice: { currentPrice: { decimal: number } } }[] }[];
}

/** Two open outcomes of different sandbox events. */
async function twoOutcomes(): Promise<[string, string]> {
  const answer = (await (await pageFetch(apiUrl('/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=200'))).json()) as { events: SandboxEvent[] };
  const ids = answer.events
    .map((event) => event.markets.find((market) => market.status === 'open')?.outcomes.find((outcome) => !outcome.hidden && outcome.consolidatedPrice.currentPrice.decimal > 1)?.id)
    .filter((id): id is string => id !== undefined);
  if (ids.length < 2) throw new Error('The sandbox has fewer than two open prematch events');
  return [ids[0]!, ids[1]!];
}

describe('a React 19 host page', () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = React.createRoot(container);
  const logins: string[] = [];
  const slipCounts: number[] = [];
  // A new handler on every render, as inline arrow functions are: React swaps the listeners.
  const render = (showSlip: boolean) =>
    React.flushSync(() =>
      root.render(
        host({
          showSlip,
          onLogin: (event) => logins.push(event.detail.username),
          onSlipChange: (event) => slipCounts.push(event.detail.count),
        }),
      ),
    );

  after(() => root.unmount());

  it('starts the sportsbook on the api-base given, with brand set as a property before api-base', async () => {
    const ready = nextEvent(document, 'sportsbook-ready', 8000);
    render(false);
    const app = container.querySelector('sportsbook-app')!;
    // React 19 set brand as a property (the element has one) and api-base as an attribute.
    expect('brand' in app && !('api-base' in app)).to.equal(true);
    expect([app.getAttribute('brand'), app.getAttribute('api-base')]).to.deep.equal(['eurobet', API_BASE]);
    await ready;
    expect(new URL(API_BASE).origin).not.to.equal(location.origin);
    const settings = await waitFor(() => apiRequests(recorded).find((request) => request.url.includes('/api/all_cached_settings?')), 'the operator settings request', 8000);
    expect(settings).to.deep.equal({ url: settings.url, brand: 'eurobet' });
    expect(settings.url.startsWith(`${API_BASE}api/all_cached_settings?`), settings.url).to.equal(true);
    expect(apiRequests(recorded).filter((request) => !request.url.startsWith(API_BASE)), 'requests elsewhere than api-base').to.deep.equal([]);
    const { config } = sdk.getPageRuntime().runtime;
    expect([config.brand.value, config.apiBase.value]).to.deep.equal(['eurobet', API_BASE]);
  });

  it('an onsportsbook-betslip-change prop on <sportsbook-betslip> hears every change, though the app rendered first', async () => {
    const slipReady = nextEvent(document, 'sportsbook-ready', 8000);
    render(true);
    const slip = container.querySelector('sportsbook-betslip')!;
    expect((await slipReady).target).to.equal(slip);
    const onDocument: number[] = [];
    const listener = (event: GlobalEventHandlersEventMap['sportsbook-betslip-change']) => onDocument.push(event.detail.count);
    document.addEventListener('sportsbook-betslip-change', listener);
    try {
      const app = container.querySelector('sportsbook-app')!;
      const [first, second] = await twoOutcomes();
      await app.addSelection(first);
      render(true);
      await app.addSelection(second);
      render(true);
      app.removeSelection(first);
      render(true);
      app.removeSelection(second);
      await waitFor(() => slipCounts.length >= 4, 'four betslip changes on the betslip', 8000);
      expect(slipCounts).to.deep.equal([1, 2, 1, 0]);
      // And a document listener heard each change once, not once per element.
      expect(onDocument).to.deep.equal([1, 2, 1, 0]);
    } finally {
      document.removeEventListener('sportsbook-betslip-change', listener);
    }
  });

  it('an onsportsbook-login prop on <sportsbook-app> hears the login, once', async () => {
    const app = container.querySelector('sportsbook-app')!;
    const onDocument: string[] = [];
    const listener = (event: GlobalEventHandlersEventMap['sportsbook-login']) => onDocument.push(event.detail.username);
    document.addEventListener('sportsbook-login', listener);
    try {
      await app.login(await gameToken());
      await waitFor(() => logins.length > 0, 'the login on the app', 8000);
      render(true);
      expect(logins).to.deep.equal(['demo']);
      expect(onDocument).to.deep.equal(['demo']);
    } finally {
      document.removeEventListener('sportsbook-login', listener);
      await app.logout();
    }
  });
});
