/**
 * Answers to the runtime's own anonymous GETs, asked for before the runtime existed (the
 * first paint before React, elements/prepaint): the runtime's API client takes each one once
 * instead of asking the operator again (createApiClient.ts, its beforeRequest hook). So the
 * home page's four first calls go out once per page load, and React's first odds need no
 * round trip of their own after its code arrives (docs/performance.md "First paint before React").
 *
 * Page-wide on purpose: the pre-paint and the runtime are different entries of one build
 * that share this module. Framework-free, no dependency.
 */

/** What an early answer keeps of a response: enough to rebuild it for the client. */
export interface EarlyAnswerBody {
  status: number;
  contentType: string | null;
  body: string;
}

interface EarlyAnswer {
  /** When the request was sent (Date.now()): the answer is at least this old. */
  askedAt: number;
  /** How old it may be when taken (EARLY_ANSWER_FRESH_MS unless the offer says). */
  freshForMs: number;
  answer: Promise<EarlyAnswerBody | null>;
}

/**
 * How old an answer with prices may be when the runtime takes it. The pre-paint asks its
 * lists again every 5 s (PREPAINT_REFRESH_MS), so a current one is younger; the live feed
 * starts from a snapshot (liveTransport.ts) and no older price ever replaces a newer one
 * (catalogue feedOrder), so this only bounds what shows until then. An older answer (a page
 * left in a background tab) is not used: the client asks the operator itself.
 */
export const EARLY_ANSWER_FRESH_MS = 10_000;

const answers = new Map<string, EarlyAnswer>();

/**
 * Offers the answer to a GET of exactly `url` (the full URL, query included, as the client
 * would send it after the request rules). A later offer for the same URL replaces it. Only a
 * successful answer from that very address (no redirect: a maintenance page must reach the
 * client's own check) is ever handed over; anything else makes the client ask itself.
 * Gives the response back, for the offerer to read as usual.
 */
export function offerEarlyAnswer(url: string, response: Promise<Response>, { now = Date.now(), freshForMs = EARLY_ANSWER_FRESH_MS }: { now?: number; freshForMs?: number } = {}): Promise<Response> {
  // The copy is taken before the caller can read the body: the caller gets the response after it.
  const kept = response.then((got) => ({ got, copy: got.clone() }));
  const answer = kept.then(
    async ({ got, copy }) => (got.ok && (got.url === '' || got.url === url) ? { status: got.status, contentType: got.headers.get('content-type'), body: await copy.text() } : null),
    () => null,
  );
  answers.set(url, { askedAt: now, freshForMs, answer });
  return kept.then(({ got }) => got);
}

/**
 * Takes (once) the early answer to a GET of `url`, or null when there is none fresh enough.
 * The promise gives null when that answer turned out unusable (an error, a redirect): the
 * caller then sends its own request.
 */
export function takeEarlyAnswer(url: string, now: number = Date.now()): Promise<EarlyAnswerBody | null> | null {
  const early = answers.get(url);
  if (!early) return null;
  answers.delete(url);
  return now - early.askedAt <= early.freshForMs ? early.answer : null;
}

/** Forgets every early answer (tests). */
export function clearEarlyAnswers(): void {
  answers.clear();
}
