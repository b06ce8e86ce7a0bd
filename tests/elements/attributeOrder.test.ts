/**
 * Attributes in any order and as properties (issue 18): every way a host page can configure
 * `<sportsbook-app brand="eurobet" api-base="<the API's origin>/">` must start the page's
 * sportsbook on that API. Each case runs in a fresh page (an iframe of the test page's
 * origin with its own copy of the SDK, loaded from the SDK's origin, so its own runtime),
 * and checks the requests themselves, recorded by the page's fetch: the operator settings
 * must be asked of api-base (the sandbox API, an origin other than the page's) for
 * eurobet, not of the page's own origin (/api/…) for the default brand.
 */
import { expect } from 'chai';
import type * as Sdk from '../../elements/index';
import { waitFor } from './helpers';
import { apiUrl, sdkUrl } from './origins';
import { type RecordedRequest, apiRequests, recordRequests } from './recordedRequests';

type FrameWindow = Window & typeof globalThis & { sdk?: typeof Sdk };
type AppProperties = HTMLElement & { brand?: string | null; apiBase?: string | null; theme?: string | null; oddsFormat?: string | null };

const API_BASE = apiUrl('/');
const frames: HTMLIFrameElement[] = [];

afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});

/** A blank host page of our origin, with its console.error calls and its requests recorded. */
async function freshHostPage(): Promise<{ win: FrameWindow; doc: Document; errors: string[]; recorded: RecordedRequest[] }> {
  const frame = document.createElement('iframe');
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = '/tests/elements/fixtures/blank.html';
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  const win = frame.contentWindow as FrameWindow;
  const errors: string[] = [];
  win.console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  return { win, doc: win.document, errors, recorded: recordRequests(win) };
}

/** Loads the built ES module into the page from the SDK's origin, as a bundler host would: it defines the elements. */
async function loadSdk(win: FrameWindow): Promise<typeof Sdk> {
  const script = win.document.createElement('script');
  script.type = 'module';
  script.textContent = `import * as sdk from ${JSON.stringify(sdkUrl('/sportsbook.js'))}; window.sdk = sdk; window.dispatchEvent(new Event('sdk-loaded'));`;
  const loaded = new Promise((resolve) => win.addEventListener('sdk-loaded', resolve, { once: true }));
  win.document.head.append(script);
  await loaded;
  return win.sdk!;
}

/** Waits for the operator settings request and checks the page started eurobet on api-base. */
async function expectStartedOnApiBase({ errors, recorded }: { errors: string[]; recorded: RecordedRequest[] }, sdk: typeof Sdk): Promise<void> {
  // api-base's origin is not the page's: a request that went to the page's origin shows.
  expect(new URL(API_BASE).origin).not.to.equal(location.origin);
  const settings = await waitFor(() => apiRequests(recorded).find((request) => request.url.includes('/api/all_cached_settings?')), 'the operator settings request', 8000);
  expect(settings.url.startsWith(`${API_BASE}api/all_cached_settings?`), settings.url).to.equal(true);
  expect(settings.brand).to.equal('eurobet');
  expect(apiRequests(recorded).filter((request) => !request.url.startsWith(API_BASE)), 'requests elsewhere than api-base').to.deep.equal([]);
  const { config } = sdk.getPageRuntime().runtime;
  expect([config.brand.value, config.apiBase.value]).to.deep.equal(['eurobet', API_BASE]);
  expect(errors).to.deep.equal([]);
}

describe('attributes in any order, and as properties', () => {
  it('setAttribute brand, then api-base, then insert', async () => {
    const page = await freshHostPage();
    const { win, doc } = page;
    const sdk = await loadSdk(win);
    const app = doc.createElement('sportsbook-app');
    app.setAttribute('brand', 'eurobet');
    app.setAttribute('api-base', API_BASE);
    doc.body.append(app);
    await expectStartedOnApiBase(page, sdk);
  });

  it('setAttribute api-base, then brand, then insert', async () => {
    const page = await freshHostPage();
    const { win, doc } = page;
    const sdk = await loadSdk(win);
    const app = doc.createElement('sportsbook-app');
    app.setAttribute('api-base', API_BASE);
    app.setAttribute('brand', 'eurobet');
    doc.body.append(app);
    await expectStartedOnApiBase(page, sdk);
  });

  it('insert, then setAttribute brand and api-base in the same task', async () => {
    const page = await freshHostPage();
    const { win, doc } = page;
    const sdk = await loadSdk(win);
    const app = doc.createElement('sportsbook-app');
    doc.body.append(app);
    app.setAttribute('brand', 'eurobet');
    app.setAttribute('api-base', API_BASE);
    await expectStartedOnApiBase(page, sdk);
  });

  it('innerHTML', async () => {
    const page = await freshHostPage();
    const { win, doc } = page;
    const sdk = await loadSdk(win);
    doc.body.innerHTML = `<main><sportsbook-app brand="eurobet" api-base="${API_BASE}"></sportsbook-app></main>`;
    await expectStartedOnApiBase(page, sdk);
  });

  it('properties set before the element is on the page', async () => {
    const page = await freshHostPage();
    const { win, doc } = page;
    const sdk = await loadSdk(win);
    const app = doc.createElement('sportsbook-app') as AppProperties;
    app.brand = 'eurobet';
    app.apiBase = API_BASE;
    expect([app.getAttribute('brand'), app.getAttribute('api-base')]).to.deep.equal(['eurobet', API_BASE]);
    doc.body.append(app);
    await expectStartedOnApiBase(page, sdk);
  });

  it('properties set before the SDK defined the element (a framework rendered first)', async () => {
    const page = await freshHostPage();
    const { win, doc } = page;
    const app = doc.createElement('sportsbook-app') as AppProperties;
    app.brand = 'eurobet';
    app.apiBase = API_BASE;
    doc.body.append(app);
    const sdk = await loadSdk(win);
    await expectStartedOnApiBase(page, sdk);
    expect(app.getAttribute('api-base')).to.equal(API_BASE);
  });

  it('properties after the start: live ones apply, a different api-base is refused out loud', async () => {
    const page = await freshHostPage();
    const { win, doc } = page;
    const sdk = await loadSdk(win);
    doc.body.innerHTML = `<sportsbook-app brand="eurobet" api-base="${API_BASE}"></sportsbook-app>`;
    await expectStartedOnApiBase(page, sdk);
    const app = doc.querySelector('sportsbook-app') as AppProperties;
    const { config } = sdk.getPageRuntime().runtime;

    app.theme = 'dark';
    app.oddsFormat = 'us';
    expect([app.getAttribute('theme'), config.theme.value, app.getAttribute('odds-format'), config.oddsFormat.value]).to.deep.equal(['dark', 'dark', 'us', 'us']);
    app.oddsFormat = null;
    expect([app.hasAttribute('odds-format'), config.oddsFormat.value]).to.deep.equal([false, null]);

    app.apiBase = '/elsewhere/';
    expect(config.apiBase.value).to.equal(API_BASE);
    expect(page.errors).to.deep.equal([
      `<sportsbook-app> api-base "/elsewhere/" is not used: the sportsbook started with "${API_BASE}" and reads api-base once, when it starts. Give api-base to the first sportsbook element on the page (every element shares one runtime), or call Sportsbook.init({ apiBase }) before any element is added.`,
    ]);
  });

  it('the franco widget first, with the SDK: it starts the page runtime with all its attributes, set as properties', async () => {
    const page = await freshHostPage();
    const { win, doc } = page;
    const sdk = await loadSdk(win);
    const widget = doc.createElement('sportsbook-login-status') as HTMLElement & { brand?: string | null; apiBase?: string | null; mode?: string | null };
    widget.mode = 'franco';
    widget.brand = 'eurobet';
    widget.apiBase = API_BASE;
    doc.body.append(widget);
    await expectStartedOnApiBase(page, sdk);
    expect(sdk.getPageRuntime().runtime.config.mode.value).to.equal('franco');
  });

  it("the franco widget's own script: a property set before it is defined is an attribute like any other", async () => {
    const { doc, errors } = await freshHostPage();
    const widget = doc.createElement('sportsbook-login-status') as HTMLElement & { locale?: string | null };
    widget.locale = 'fr';
    doc.body.append(widget);
    const script = doc.createElement('script');
    const loaded = new Promise((resolve) => script.addEventListener('load', resolve, { once: true }));
    script.src = sdkUrl('/sportsbook-login-status.js');
    doc.head.append(script);
    await loaded;
    expect(widget.getAttribute('locale')).to.equal('fr');
    await waitFor(() => widget.shadowRoot?.querySelector('button')?.textContent === 'Se connecter', 'the widget in French');
    widget.locale = null;
    expect(widget.hasAttribute('locale')).to.equal(false);
    expect(errors).to.deep.equal([]);
  });
});
