/**
 * The requests a page's code makes, recorded by wrapping its fetch, as the network sees
 * them: the full URL (so a test tells the API's origin from the page's) and the brand
 * the request is for.
 */
export interface RecordedRequest {
  url: string;
  brand: string | null;
}

/**
 * The brand a request names, wherever the request rules put it (docs/api.md "Request
 * rules and CORS"): the X-Sb-Brand header on a preflighted call, `pub` in the query on a
 * simple one (an anonymous GET carries no custom header, so it needs no preflight).
 */
export function brandOf(request: Request): string | null {
  return request.headers.get('x-sb-brand') ?? new URL(request.url).searchParams.get('pub');
}

/**
 * Records every request `win`'s fetch sends from now on, into the array returned. The
 * recording calls the page's own fetch, so it changes nothing of the request.
 */
export function recordRequests(win: Window & typeof globalThis): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  const pageFetch = win.fetch.bind(win);
  win.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new win.Request(input, init);
    recorded.push({ url: request.url, brand: brandOf(request) });
    return pageFetch(request);
  };
  return recorded;
}

/** The operator API requests (/api/…, /xapi/…) among those recorded, on any origin. */
export function apiRequests(recorded: readonly RecordedRequest[]): RecordedRequest[] {
  return recorded.filter((request) => /^\/(api|xapi)\//.test(new URL(request.url).pathname));
}
