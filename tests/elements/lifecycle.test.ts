import { expect } from 'chai';
import { sdk } from './sdk';
import { settle, shadow, waitFor } from './helpers';
import { apiUrl } from './origins';
import type { SportsbookReadyEvent } from '../../elements/index';

// The page runtime's lifecycle with the built bundle (docs/embedding-api.md "Lifecycle"):
// a moved element keeps the runtime, the last element removed disposes it after the
// grace period, Sportsbook.destroy() does it at once and empties the elements left.

function waitMs(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function mounted(tag: string): Promise<HTMLElement> {
  const element = document.createElement(tag);
  const ready = new Promise((resolve) => element.addEventListener('sportsbook-ready', resolve, { once: true }));
  document.body.append(element);
  await ready;
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  sdk.destroy();
});

describe('page runtime lifecycle', () => {
  it('keeps the runtime, its slip and its tree for an element moved in the DOM', async () => {
    const betslip = await mounted('sportsbook-betslip');
    const { runtime } = sdk.getPageRuntime();
    runtime.store.betslip.open();
    const aside = document.createElement('aside');
    document.body.append(aside);
    // Removed and appended in the same task, then again after half the grace period.
    aside.append(betslip);
    await waitMs(sdk.RUNTIME_GRACE_MS / 2);
    betslip.remove();
    await waitMs(sdk.RUNTIME_GRACE_MS / 2);
    document.body.append(betslip);
    await waitMs(sdk.RUNTIME_GRACE_MS);
    expect(runtime.disposed).to.equal(false);
    expect(sdk.getPageRuntime().runtime).to.equal(runtime);
    await waitFor(() => shadow(betslip).querySelector('section.sb-betslip--open'), 'the open slip, rendered again');
  });

  it('disposes the runtime once the last element has been gone for the grace period; a new element starts a new one', async () => {
    const app = await mounted('sportsbook-app');
    const betslip = await mounted('sportsbook-betslip');
    const { runtime } = sdk.getPageRuntime();
    app.remove();
    await waitMs(sdk.RUNTIME_GRACE_MS + 200);
    expect(runtime.disposed).to.equal(false);
    betslip.remove();
    // React roots are released at once (the shadow root is emptied); the runtime waits.
    expect(shadow(betslip).childElementCount).to.equal(0);
    expect(runtime.disposed).to.equal(false);
    await waitMs(sdk.RUNTIME_GRACE_MS + 200);
    expect(runtime.disposed).to.equal(true);

    await mounted('sportsbook-mybets');
    const next = sdk.getPageRuntime().runtime;
    expect(next).to.not.equal(runtime);
    expect(next.disposed).to.equal(false);
  });

  it('Sportsbook.destroy() disposes at once and empties the elements left on the page; init() starts afresh', async () => {
    const app = await mounted('sportsbook-app');
    const { runtime } = sdk.getPageRuntime();
    sdk.destroy();
    expect(runtime.disposed).to.equal(true);
    await settle();
    expect(shadow(app).querySelector('.sb-root')).to.equal(null);
    // init() after destroy starts a new runtime with its settings.
    await sdk.init({ locale: 'de' });
    const fresh = sdk.getPageRuntime().runtime;
    expect(fresh).to.not.equal(runtime);
    expect(fresh.config.locale.value).to.equal('de');
    // Put back, the element renders with the new runtime.
    app.remove();
    const ready = new Promise((resolve) => app.addEventListener('sportsbook-ready', resolve, { once: true }));
    document.body.append(app);
    await waitFor(() => shadow(app).querySelector('.sb-root'), 'the app rendered again');
    await ready;
    expect(sdk.getPageRuntime().runtime).to.equal(fresh);
  });

  it('the login-status widget that joined the runtime keeps it alive, and after destroy() lets go and shows logged out', async () => {
    const widget = document.createElement('sportsbook-login-status');
    document.body.append(widget);
    const { runtime } = sdk.getPageRuntime();
    const app = await mounted('sportsbook-app');
    app.remove();
    await waitMs(sdk.RUNTIME_GRACE_MS + 200);
    expect(runtime.disposed).to.equal(false);

    sdk.destroy();
    expect(runtime.disposed).to.equal(true);
    await waitFor(() => Array.from(shadow(widget).querySelectorAll('button')).find((button) => button.textContent?.trim() === 'Log in'), 'the widget logged out');
  });

  // Last in the file: init()'s settings stay the page's for the tests after it.
  it("a runtime the grace period ended comes back with init()'s brand and API, not the defaults", async () => {
    await sdk.init({ apiBase: apiUrl('/'), brand: 'eurobet' });
    const first = sdk.getPageRuntime().runtime;
    const betslip = await mounted('sportsbook-betslip');
    betslip.remove();
    await waitMs(sdk.RUNTIME_GRACE_MS + 200);
    expect(first.disposed).to.equal(true);

    // A single-page host shows its sports route again: the element has no attributes of its own.
    const mybets = document.createElement('sportsbook-mybets');
    const ready = new Promise<SportsbookReadyEvent>((resolve) => mybets.addEventListener('sportsbook-ready', (event) => resolve(event as SportsbookReadyEvent), { once: true }));
    document.body.append(mybets);
    expect((await ready).detail).to.include({ brand: 'eurobet' });
    const next = sdk.getPageRuntime().runtime;
    expect(next).to.not.equal(first);
    expect(next.config.apiBase.value).to.equal(apiUrl('/'));
    // Its operator settings came from the sandbox: EuroBet's languages, not the built-in fallback.
    await waitFor(() => next.store.settings.raw.value, "the operator's settings");
    expect(next.store.settings.raw.value?.languages).to.be.an('array').with.length.greaterThan(1);
  });
});
