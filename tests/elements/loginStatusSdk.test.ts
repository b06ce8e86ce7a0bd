import { expect } from 'chai';
import { sdk } from './sdk';
import { shadow, waitFor } from './helpers';

// The ES module SDK alone: it defines <sportsbook-login-status> itself, on its page runtime.
describe('<sportsbook-login-status> from the SDK bundle', () => {
  afterEach(() => document.body.replaceChildren());

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
