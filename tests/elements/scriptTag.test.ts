import { expect } from 'chai';
import { loadScript, nextEvent, waitFor, watchErrors } from './helpers';
import { sdkUrl } from './origins';

const IIFE = sdkUrl('/sportsbook.iife.js');

describe('the script-tag loader', () => {
  it('publishes window.Sportsbook at once, defines every element from the ES build, and survives being loaded twice', async () => {
    const watch = watchErrors();
    try {
      await loadScript(IIFE);
      // Synchronously, before the ES build it loads has arrived: the public values and functions.
      expect(window.Sportsbook?.SDK_VERSION).to.match(/^\d+\.\d+\.\d+/);
      expect(typeof window.Sportsbook?.init).to.equal('function');
      expect(window.Sportsbook?.ready).to.be.instanceOf(Promise);
      const firstApp = await customElements.whenDefined('sportsbook-app');
      const firstNamespace = window.Sportsbook;
      await loadScript(IIFE);
      expect(watch.errors).to.deep.equal([]);
      for (const tag of ['sportsbook-app', 'sportsbook-betslip', 'sportsbook-mybets']) {
        expect(customElements.get(tag), tag).to.be.a('function');
      }
      expect(customElements.get('sportsbook-app')).to.equal(firstApp);
      expect(window.Sportsbook).to.equal(firstNamespace);
      expect(window.Sportsbook?.SDK_VERSION).to.match(/^\d+\.\d+\.\d+/);
    } finally {
      watch.stop();
    }
  });
});

describe('inside an iframe', () => {
  function frame(body: string): Promise<HTMLIFrameElement> {
    const iframe = document.createElement('iframe');
    iframe.srcdoc = `<!doctype html><html lang="en"><head><link rel="icon" href="data:,"></head><body>${body}<script src="${IIFE}"></script></body></html>`;
    const loaded = nextEvent(iframe, 'load');
    document.body.append(iframe);
    return loaded.then(() => iframe);
  }

  afterEach(() => document.body.replaceChildren());

  it('posts the ready envelope to the configured host origin', async () => {
    const messages: MessageEvent[] = [];
    const onMessage = (event: MessageEvent) => messages.push(event);
    window.addEventListener('message', onMessage);
    try {
      const iframe = await frame(`<sportsbook-betslip brand="lucky-star" host-origin="${location.origin}"></sportsbook-betslip>`);
      await waitFor(() => messages.length > 0, 'a message from the frame');
      const [message] = messages;
      expect(message?.source).to.equal(iframe.contentWindow);
      expect(message?.origin).to.equal(location.origin);
      const sdkVersion = (iframe.contentWindow as Window & typeof globalThis).Sportsbook?.SDK_VERSION;
      expect(message?.data).to.deep.equal({
        source: 'sportsbook',
        version: 1,
        type: 'ready',
        payload: { version: sdkVersion, brand: 'lucky-star', locale: 'en', capabilities: [...((iframe.contentWindow as Window & typeof globalThis).Sportsbook?.SPORTSBOOK_CAPABILITIES ?? [])] },
      });
    } finally {
      window.removeEventListener('message', onMessage);
    }
  });

  it('posts nothing when the configured host origin is another site', async () => {
    const messages: MessageEvent[] = [];
    const onMessage = (event: MessageEvent) => messages.push(event);
    window.addEventListener('message', onMessage);
    try {
      const iframe = await frame('<sportsbook-betslip host-origin="https://other-casino.example"></sportsbook-betslip>');
      const innerDocument = iframe.contentDocument!;
      // The element's own DOM event proves it announced; the browser drops the post
      // because the parent's origin differs from the one named.
      await waitFor(() => innerDocument.querySelector('sportsbook-betslip')?.shadowRoot?.querySelector('.sb-betslip'), 'framed betslip');
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Only this frame's: the previous test's frame still posts (its resize messages).
      expect(messages.filter((message) => message.source === iframe.contentWindow)).to.deep.equal([]);
    } finally {
      window.removeEventListener('message', onMessage);
    }
  });
});
