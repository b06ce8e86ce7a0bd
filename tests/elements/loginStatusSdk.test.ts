import { expect } from 'chai';
import { sdk } from './sdk';
import { shadow, waitFor } from './helpers';
import { sdkUrl } from './origins';

// The ES module SDK alone: it defines <sportsbook-login-status> itself, on its page runtime.
describe('<sportsbook-login-status> from the SDK bundle', () => {
  afterEach(() => document.body.replaceChildren());

  // Issue 19: a page with only <sportsbook-app> must not download the widget's looks (its
  // templates, texts and styles) before its first odds. lit-html itself is no longer the
  // widget's alone: the pre-paint draws the first odds with it (docs/performance.md "First
  // paint before React"). This test runs first in its page.
  it('is defined with the other elements, but what it shows is downloaded only when one connects', async () => {
    const chunks = (await (await fetch(sdkUrl('/chunks.json'))).json()) as Record<string, { sources: string[] }>;
    const shows = Object.keys(chunks).filter((file) => chunks[file]!.sources.length === 1 && chunks[file]!.sources[0] === 'elements/loginStatus');
    expect(shows, 'the chunk of the widget’s view, texts and styles alone').to.have.length(1);
    const downloaded = () => performance.getEntriesByType('resource').filter((entry) => entry.name === sdkUrl(`/${shows[0]}`)).length;
    expect(customElements.get('sportsbook-login-status')).to.equal(sdk.SportsbookLoginStatusElement);
    expect(downloaded(), 'before a widget is on the page').to.equal(0);
    const widget = document.createElement('sportsbook-login-status');
    document.body.append(widget);
    await waitFor(() => shadow(widget).querySelector('button')?.textContent?.trim() === 'Log in', 'Log in');
    expect(downloaded(), 'once a widget is on the page').to.equal(1);
  });

  it('is the SDK’s element and follows the page runtime (a locale set on the runtime reaches it)', async () => {
    expect(customElements.get('sportsbook-login-status')).to.equal(sdk.SportsbookLoginStatusElement);
    const widget = document.createElement('sportsbook-login-status');
    document.body.append(widget);
    const label = () => shadow(widget).querySelector('button')?.textContent?.trim();
    await waitFor(() => label() === 'Log in', 'Log in');
    sdk.getPageRuntime().runtime.config.apply({ locale: 'fr' });
    await waitFor(() => label() === 'Se connecter', 'the runtime’s locale');
    // And the other way: the widget's attribute is a page-wide setting of the one runtime.
    widget.setAttribute('locale', 'es');
    await waitFor(() => sdk.getPageRuntime().runtime.config.locale.value === 'es', 'the page locale');
    expect(label()).to.equal('Iniciar sesión');
    sdk.getPageRuntime().runtime.config.apply({ locale: 'en' });
  });
});
