import { expect } from 'chai';
import { sdk } from './sdk';
import { apiUrl } from './origins';

// The page's runtime calls the sandbox API on its own origin (an /__echo beside it).
void sdk.init({ apiBase: apiUrl('/') });

describe('the API client in a real browser, calling the API on another origin', () => {
  it('sends a JSON body to an HTTP/1.1 server (no streaming upload, which Chromium allows only over HTTP/2)', async () => {
    const { http } = sdk.getPageRuntime().runtime.api.client;
    const echoed = await http.post('__echo', { json: { username: 'demo', stake: '2.50' } }).json<{ httpVersion: string; contentType: string; body: string }>();
    expect(echoed).to.deep.equal({ httpVersion: '1.1', contentType: 'application/json', body: '{"username":"demo","stake":"2.50"}' });
  });

  it('sends a form body the same way (the header_login component posts forms)', async () => {
    const { http } = sdk.getPageRuntime().runtime.api.client;
    const echoed = await http.post('__echo', { body: new URLSearchParams({ answer: 'rex' }) }).json<{ contentType: string; body: string }>();
    expect(echoed.contentType).to.equal('application/x-www-form-urlencoded;charset=UTF-8');
    expect(echoed.body).to.equal('answer=rex');
  });
});
