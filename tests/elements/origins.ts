/**
 * The three origins of the element suite (web-test-runner.config.mjs): this test page's,
 * the SDK's files' (a CDN) and the sandbox API's. The runner writes them into the page.
 */
interface TestOrigins {
  page: string;
  sdk: string;
  api: string;
}

const origins = (window as Window & { __SPORTSBOOK_TEST_ORIGINS__?: TestOrigins }).__SPORTSBOOK_TEST_ORIGINS__;
if (!origins) throw new Error('The test page has no window.__SPORTSBOOK_TEST_ORIGINS__: run the element tests through tests/elements/web-test-runner.config.mjs.');

export const SDK_ORIGIN = origins.sdk;
export const API_ORIGIN = origins.api;

/** One of the SDK's files: `sdkUrl('/sportsbook.iife.js')`. */
export const sdkUrl = (path: string) => new URL(path, SDK_ORIGIN).href;
/** The sandbox API: `apiUrl('/xapi/rest/events')`; `apiUrl('/')` is the api-base. */
export const apiUrl = (path: string) => new URL(path, API_ORIGIN).href;
