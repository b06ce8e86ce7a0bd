/**
 * The contract every sportsbook element keeps with its host page (docs/embedding-api.md),
 * run against each element in ELEMENTS. A new element joins by adding its descriptor.
 * API answers come from the sandbox operator on its own origin (elementOrigins.mjs).
 */
import { expect } from 'chai';
import type { SportsbookElement, SportsbookReadyEvent } from '../../elements/index';
import { nextEvent, settle, shadow, waitFor, watchErrors } from './helpers';
import { sdk } from './sdk';
import { apiUrl, sdkUrl } from './origins';
import { prematchEventId } from './sandboxEvents';

interface ElementDescriptor {
  tag: string;
  /** Something in the shadow root once the element's feature has rendered. */
  rendered: string;
  /** The element's own attributes a host must give it to show anything (the widgets'). */
  attributes?: string;
}

// A widget shows one event of the sandbox's: the API's first open prematch match.
const EVENT_ID = await prematchEventId();

export const ELEMENTS: readonly ElementDescriptor[] = [
  // Not .sb-theme: every element's surface has the theme wrapper from the start, also while loading.
  { tag: 'sportsbook-app', rendered: '.sb-app, .sb-maintenance' },
  { tag: 'sportsbook-betslip', rendered: '.sb-betslip' },
  { tag: 'sportsbook-mybets', rendered: '.sb-mybets' },
  // The widgets (docs/widgets.md): each with what it shows once its data is in.
  { tag: 'sportsbook-event', rendered: '.sb-event-card', attributes: `event-id="${EVENT_ID}"` },
  { tag: 'sportsbook-live-now', rendered: '.sb-home-section', attributes: 'sport="FOOT" max="3"' },
  { tag: 'sportsbook-top-events', rendered: '.sb-home-section', attributes: 'max="3"' },
  { tag: 'sportsbook-search', rendered: '.sb-search' },
];

// Before any element: the page's one runtime talks to the sandbox (api-base is read once).
const API_BASE = apiUrl('/');
const readyInfo = await sdk.init({ apiBase: API_BASE, brand: 'eurobet', locale: 'en' });
/**
 * The page runtime now. Between two tests no element may be on the page for longer than the
 * grace period, which ends the runtime (docs/embedding-api.md "Lifecycle"); the next element
 * starts one with init()'s settings, so each test asks for the one in force.
 */
const pageRuntime = () => sdk.getPageRuntime().runtime;

interface SandboxEvent {
  id: string;
  markets: { status: string; outcomes: { id: string; hidden: boolean; consolidatedPrice: { currentPrice: { decimal: number } } }[] }[];
}

/** Open outcomes of the sandbox's prematch events, none yet in the page's catalogue. */
async function openOutcomes(count: number): Promise<{ outcomeId: string; decimal: number }[]> {
  const answer = (await (await fetch(apiUrl('/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=200'))).json()) as { events: SandboxEvent[] };
  const found: { outcomeId: string; decimal: number }[] = [];
  // Events no element has loaded yet, last first: the sports pages show the first ones.
  for (const event of answer.events.filter((candidate) => !candidate.markets.some((market) => market.outcomes.some((outcome) => pageRuntime().store.catalogue.outcome(outcome.id)))).reverse()) {
    const market = event.markets.find((candidate) => candidate.status === 'open' && candidate.outcomes.some((outcome) => !outcome.hidden));
    const outcome = market?.outcomes.find((candidate) => !candidate.hidden && candidate.consolidatedPrice.currentPrice.decimal > 1);
    // One per event: two outcomes of one event would not make a multiple.
    if (outcome) found.push({ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal });
    if (found.length === count) return found;
  }
  throw new Error(`The sandbox has fewer than ${count} open prematch outcomes`);
}

/** A fresh game token from the sandbox, the way a host platform issues one for a player. */
async function gameToken(username = 'demo'): Promise<string> {
  const response = await fetch(apiUrl('/xapi/icore/players/login'), { method: 'POST', body: new URLSearchParams({ username, password: 'demo1234' }) });
  const details = (await response.json()) as { jweToken: string };
  return details.jweToken;
}

function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/**
 * Mounts `tag` and returns the sportsbook-ready a listener on document heard, checked to
 * come from that element, bubbling and composed (it crossed the shadow boundary).
 */
async function readyHeardOnDocument(tag: string, attributes = ''): Promise<SportsbookReadyEvent> {
  const heard = nextEvent<SportsbookReadyEvent>(document, 'sportsbook-ready', 8000);
  const element = mount(`<${tag} ${attributes}></${tag}>`).firstElementChild as HTMLElement;
  const event = await heard;
  expect(event.target).to.equal(element);
  expect(event.bubbles && event.composed).to.equal(true);
  return event;
}

/** Mounts an element and waits for its first render and its ready event. */
async function mountRendered(descriptor: ElementDescriptor, attributes = ''): Promise<SportsbookElement> {
  const ready = nextEvent(document, 'sportsbook-ready', 8000);
  const element = mount(`<${descriptor.tag} ${descriptor.attributes ?? ''} ${attributes}></${descriptor.tag}>`).firstElementChild as SportsbookElement;
  await ready;
  await waitFor(() => shadow(element).querySelector(descriptor.rendered), `<${descriptor.tag}> to render`, 8000);
  return element;
}

afterEach(async () => {
  document.body.replaceChildren();
  if (pageRuntime().store.session.loggedIn.value) await pageRuntime().store.session.logout('host');
  pageRuntime().config.apply({ token: null, oddsFormat: null, theme: null, locale: 'en', brand: 'eurobet' });
  pageRuntime().store.betslip.dispatch({ type: 'clear' });
  pageRuntime().store.betslip.close();
});

describe('Sportsbook.ready and init', () => {
  it('resolves ready once the runtime exists and the operator settings loaded, with version, brand and locale', async () => {
    expect(readyInfo).to.deep.equal({ version: sdk.SDK_VERSION, brand: 'eurobet', locale: 'en' });
    expect(await sdk.ready).to.equal(readyInfo);
    expect(sdk.version).to.equal(sdk.SDK_VERSION);
    // Loaded from the sandbox: EuroBet's own languages, not the built-in fallback.
    expect(pageRuntime().store.settings.raw.value?.languages).to.be.an('array').with.length.greaterThan(1);
  });

  it('throws a TypeError listing every fix for refused settings and changes nothing', () => {
    expect(() => sdk.init({ locale: 'english', oddsFormat: 'decimal' as never })).to.throw(TypeError, /locale "english" is not a two-letter language code.*odds-format "decimal" is not an odds format/);
    expect(pageRuntime().config.locale.value).to.equal('en');
    expect(pageRuntime().config.oddsFormat.value).to.equal(null);
    expect(() => sdk.init({ apiBase: 'https://elsewhere.example/' })).to.throw(TypeError, /before the first sportsbook element/);
  });
});

for (const descriptor of ELEMENTS) {
  const { tag } = descriptor;

  describe(`<${tag}> contract`, () => {
    it('announces sportsbook-ready across the shadow boundary to a listener on document, with typed detail', async () => {
      const event = await readyHeardOnDocument(tag, descriptor.attributes);
      expect(event.detail).to.deep.equal({ version: sdk.SDK_VERSION, brand: 'eurobet', locale: 'en', capabilities: [...sdk.SPORTSBOOK_CAPABILITIES] });
      expect(event.detail.capabilities).to.include.members(['method:navigate', 'method:login', 'method:logout', 'method:addSelection', 'method:removeSelection']);
    });

    it('applies valid attributes, and refuses an invalid one with console.error naming the element and the fix, keeping the previous value', async () => {
      const element = await mountRendered(descriptor, 'odds-format="us" theme="dark"');
      expect(pageRuntime().config.oddsFormat.value).to.equal('us');
      expect(pageRuntime().config.theme.value).to.equal('dark');
      const watch = watchErrors();
      try {
        element.setAttribute('odds-format', 'decimal');
        element.setAttribute('theme', 'purple');
        element.setAttribute('locale', 'english');
        // The API client took its address at the start: a new one is refused, not half applied.
        element.setAttribute('api-base', 'https://elsewhere.example/');
        expect(watch.errors).to.deep.equal([
          `<${tag}> odds-format "decimal" is not an odds format: use "euro", "hk", "us", "malay" or "indo", or leave it out to follow the bettor's choice.`,
          `<${tag}> theme "purple" is not a colour scheme: use "light", "dark" or "system".`,
          `<${tag}> locale "english" is not a two-letter language code such as "en" or "de".`,
          `<${tag}> api-base "https://elsewhere.example/" is not used: the sportsbook started with "${API_BASE}" and reads api-base once, when it starts. Give api-base to the first sportsbook element on the page (every element shares one runtime), or call Sportsbook.init({ apiBase }) before any element is added.`,
        ]);
        expect(pageRuntime().config.apiBase.value).to.equal(API_BASE);
        expect(pageRuntime().config.oddsFormat.value).to.equal('us');
        expect(pageRuntime().config.theme.value).to.equal('dark');
        expect(pageRuntime().config.locale.value).to.equal('en');
        // Removed: the bettor's choice and the operator's theme again.
        element.removeAttribute('odds-format');
        element.removeAttribute('theme');
        expect(pageRuntime().config.oddsFormat.value).to.equal(null);
        expect(pageRuntime().config.theme.value).to.equal(null);
      } finally {
        watch.stop();
      }
    });

    it('takes live locale, odds-format, theme, brand and token changes without a reload, keeping the slip', async () => {
      const element = await mountRendered(descriptor);
      // The slip's price shows the odds format; a separate betslip element shows it for every tag.
      const betslip = tag === 'sportsbook-betslip' ? element : await mountRendered(ELEMENTS.find((entry) => entry.tag === 'sportsbook-betslip')!);
      const [outcome] = await openOutcomes(1);
      await element.addSelection(outcome!.outcomeId);
      const price = () => shadow(betslip).querySelector('[data-testid="bet-price"]')?.textContent ?? '';
      await waitFor(() => price() !== '', 'the price on the open slip');
      const decimalPrice = price();

      element.setAttribute('odds-format', 'us');
      await waitFor(() => price() !== decimalPrice && price() !== '', 'the price in US odds');
      expect(price()).to.match(/^[+-]\d+(\.\d+)?$/);
      element.setAttribute('locale', 'pt');
      await waitFor(() => shadow(betslip).querySelector('.sb-betslip__title')?.textContent?.startsWith('Boletim'), 'the slip in Portuguese');
      element.setAttribute('theme', 'dark');
      element.setAttribute('brand', 'kingsbet');
      expect(pageRuntime().config.brand.value).to.equal('kingsbet');
      expect(pageRuntime().config.theme.value).to.equal('dark');
      element.setAttribute('token', await gameToken());
      await waitFor(() => pageRuntime().store.session.details.value?.username === 'demo', 'the game-token session');
      element.removeAttribute('odds-format');
      await waitFor(() => price() === decimalPrice, 'the bettor\'s format again');

      expect(pageRuntime().store.betslip.selectionIds.value).to.deep.equal([outcome!.outcomeId]);
      expect(shadow(element).querySelector('.sb-loading')).to.equal(null);
      // A removed token logs the host's player out (reason host); the slip stays.
      element.removeAttribute('token');
      await waitFor(() => !pageRuntime().store.session.loggedIn.value, 'logout');
      expect(pageRuntime().store.session.lastLogoutReason.value).to.equal('host');
      expect(pageRuntime().store.betslip.selectionIds.value).to.deep.equal([outcome!.outcomeId]);
    });

    it('cleans up on removal (no errors, no events from it) and works again when put back', async () => {
      const watch = watchErrors();
      const fromRemoved: Event[] = [];
      try {
        const element = await mountRendered(descriptor);
        const record = (event: Event) => fromRemoved.push(event);
        element.addEventListener('sportsbook-language', record);
        element.addEventListener('sportsbook-ready', record);
        const container = element.parentElement!;
        element.remove();
        expect(shadow(element).childElementCount).to.equal(0);
        pageRuntime().config.apply({ locale: 'pt' });
        await settle();
        expect(fromRemoved).to.deep.equal([]);
        container.append(element);
        await waitFor(() => shadow(element).querySelector(descriptor.rendered), 'the element again');
        pageRuntime().config.apply({ locale: 'en' });
        await waitFor(() => fromRemoved.length > 0, 'a language event from the element put back');
        expect(fromRemoved.map((event) => event.type)).to.deep.equal(['sportsbook-language']);
        expect(watch.errors).to.deep.equal([]);
      } finally {
        watch.stop();
      }
    });

    it('navigate() shows the route in the app, adds the locale, and refuses what is not an in-app path', async () => {
      const element = await mountRendered(descriptor);
      const app = tag === 'sportsbook-app' ? element : await mountRendered(ELEMENTS[0]!);
      element.navigate('/live/sport/');
      await waitFor(() => shadow(app).querySelector('.sb-live-tabs'), 'the live page');
      element.navigate('/en/jackpot');
      await waitFor(() => !shadow(app).querySelector('.sb-live-tabs'), 'the live page to go');
      expect(() => element.navigate('https://evil.example/phish')).to.throw(TypeError, /starting with "\/"/);
      expect(() => element.navigate('//evil.example/')).to.throw(TypeError, /starting with "\/"/);
      expect(() => element.navigate('live/sport/')).to.throw(TypeError, /for example "\/live\/sport\/"/);
    });

    it('addSelection() loads an outcome no page has shown, removeSelection() takes it off, and bad ids are refused clearly', async () => {
      const element = await mountRendered(descriptor);
      const outcomes = await openOutcomes(2);
      const [first, second] = outcomes.map((outcome) => outcome.outcomeId) as [string, string];
      expect(pageRuntime().store.catalogue.outcome(first)).to.equal(undefined);
      await element.addSelection(first);
      await element.addSelection(second);
      expect(pageRuntime().store.betslip.count.value).to.equal(2);
      // Loaded for its names, so the slip never shows a bare id.
      expect(pageRuntime().store.catalogue.outcome(first)).to.not.equal(undefined);
      element.removeSelection(first);
      element.removeSelection('not-on-the-slip');
      expect(pageRuntime().store.betslip.selectionIds.value).to.deep.equal([second]);
      let refused: unknown;
      await element.addSelection('no-such-outcome').catch((caught: unknown) => (refused = caught));
      expect(refused).to.be.instanceOf(Error);
      expect((refused as Error).message).to.match(/no open outcome with this id/);
      await element.addSelection('').catch((caught: unknown) => (refused = caught));
      expect(refused).to.be.instanceOf(TypeError);
    });

    it('login() with a sandbox game token resolves logged in; a refused token rejects saying why; logout() ends it', async () => {
      const element = await mountRendered(descriptor);
      await element.login(await gameToken());
      expect(pageRuntime().store.session.details.value?.username).to.equal('demo');
      await element.logout();
      expect(pageRuntime().store.session.loggedIn.value).to.equal(false);
      expect(pageRuntime().store.session.lastLogoutReason.value).to.equal('host');
      let refused: unknown;
      await element.login('forged.token').catch((caught: unknown) => (refused = caught));
      expect((refused as Error).message).to.match(/refused the game token/);
      await element.login('').catch((caught: unknown) => (refused = caught));
      expect(refused).to.be.instanceOf(TypeError);
    });
  });
}

describe('navigate() in each routing mode', () => {
  const startAddress = location.href;
  afterEach(() => {
    history.replaceState(null, '', startAddress);
    pageRuntime().config.apply({ routing: 'memory', basePath: '' });
  });

  it('path routing: pushes the route under base-path, and the app follows', async () => {
    pageRuntime().config.apply({ routing: 'path', basePath: '/sportsbook' });
    const app = await mountRendered(ELEMENTS[0]!);
    app.navigate('/live/sport/');
    expect(location.pathname).to.equal('/sportsbook/en/live/sport/');
    await waitFor(() => shadow(app).querySelector('.sb-live-tabs'), 'the live page');
  });

  it('hash routing: sets the hash, and the app follows', async () => {
    pageRuntime().config.apply({ routing: 'hash' });
    const app = await mountRendered(ELEMENTS[0]!);
    app.navigate('/live/sport/');
    expect(location.hash).to.equal('#/en/live/sport/');
    await waitFor(() => shadow(app).querySelector('.sb-live-tabs'), 'the live page');
  });
});

describe('the script tag loaded twice', () => {
  it('keeps one definition and the first window.Sportsbook, raises no error, and ready still resolves', async () => {
    const iframe = document.createElement('iframe');
    const script = sdkUrl('/sportsbook.iife.js');
    iframe.srcdoc = `<!doctype html><html lang="en"><head><link rel="icon" href="data:,"></head><body><sportsbook-betslip api-base="${API_BASE}" brand="kingsbet"></sportsbook-betslip></body></html>`;
    const loaded = nextEvent(iframe, 'load');
    document.body.append(iframe);
    await loaded;
    const frameWindow = iframe.contentWindow as Window & typeof globalThis;
    const errors: string[] = [];
    frameWindow.addEventListener('error', (event) => errors.push(event.message));
    const load = () =>
      new Promise<void>((resolve, reject) => {
        const tag = frameWindow.document.createElement('script');
        tag.src = script;
        tag.onload = () => resolve();
        tag.onerror = () => reject(new Error('script did not load'));
        frameWindow.document.head.append(tag);
      });
    await load();
    const first = frameWindow.Sportsbook;
    const definition = frameWindow.customElements.get('sportsbook-betslip');
    await load();
    expect(frameWindow.Sportsbook).to.equal(first);
    expect(frameWindow.customElements.get('sportsbook-betslip')).to.equal(definition);
    expect(await first!.ready).to.deep.equal({ version: sdk.SDK_VERSION, brand: 'kingsbet', locale: 'en' });
    expect(errors).to.deep.equal([]);
  });
});

// The franco widget keeps the same contract; it has no page methods (navigate, selections),
// so its block checks what it shares with the React elements.
describe('<sportsbook-login-status> contract', () => {
  const tag = 'sportsbook-login-status';
  const label = (element: HTMLElement) => shadow(element).querySelector('button')?.textContent?.trim();

  async function mountWidget(attributes = ''): Promise<HTMLElement> {
    const element = mount(`<${tag} ${attributes}></${tag}>`).firstElementChild as HTMLElement;
    await waitFor(() => label(element), `<${tag}> to render`, 8000);
    return element;
  }

  it('announces sportsbook-ready across the shadow boundary to a listener on document, with typed detail', async () => {
    const event = await readyHeardOnDocument(tag);
    expect(event.detail).to.include({ version: sdk.SDK_VERSION, brand: 'eurobet', locale: 'en' });
  });

  it('applies a valid attribute to the page runtime and refuses an invalid one with console.error naming the element, keeping the previous value', async () => {
    const element = await mountWidget();
    const watch = watchErrors();
    try {
      element.setAttribute('locale', 'english');
      expect(watch.errors).to.have.length(1);
      expect(watch.errors[0]).to.contain(`<${tag}>`);
      expect(watch.errors[0]).to.contain('locale "english" is not a two-letter language code');
      expect(pageRuntime().config.locale.value).to.equal('en');
      element.setAttribute('locale', 'fr');
      await waitFor(() => label(element) === 'Se connecter', 'the widget in French');
      expect(pageRuntime().config.locale.value).to.equal('fr');
    } finally {
      watch.stop();
    }
  });

  it('follows a live login on the page runtime: the player appears without a reload, and logout takes them away', async () => {
    const element = await mountWidget();
    await pageRuntime().store.session.setExternalToken(await gameToken());
    await waitFor(() => shadow(element).textContent?.includes('demo'), 'the player in the widget');
    await pageRuntime().store.session.logout('host');
    await waitFor(() => label(element) === 'Log in', 'Log in again');
  });

  it('cleans up on removal (no errors, no events from it) and works again when put back', async () => {
    const watch = watchErrors();
    const fromRemoved: Event[] = [];
    try {
      const element = await mountWidget();
      element.addEventListener('sportsbook-language', (event) => fromRemoved.push(event));
      const container = element.parentElement!;
      element.remove();
      pageRuntime().config.apply({ locale: 'fr' });
      await settle();
      expect(fromRemoved).to.deep.equal([]);
      expect(label(element)).to.equal('Log in');
      // Put back, it follows the page runtime again: the language changed while it was away.
      container.append(element);
      await waitFor(() => label(element) === 'Se connecter', 'the widget again, in French');
      expect(watch.errors).to.deep.equal([]);
    } finally {
      watch.stop();
      pageRuntime().config.apply({ locale: 'en' });
    }
  });
});
