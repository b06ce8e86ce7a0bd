import { afterEach, describe, expect, it } from 'vitest';
import { clearEarlyAnswers, EARLY_ANSWER_FRESH_MS, offerEarlyAnswer, takeEarlyAnswer } from './earlyAnswers';

const URL_OF_CALL = 'https://operator.test/xapi/rest/sports?pub=default';

describe('early answers (the first paint before React hands its answers to the runtime)', () => {
  afterEach(() => clearEarlyAnswers());

  it('hands a successful answer over once, and the offerer still reads its own body', async () => {
    const own = await offerEarlyAnswer(URL_OF_CALL, Promise.resolve(Response.json([{ id: 240 }])), { now: 1_000 });
    expect(await own.json()).toEqual([{ id: 240 }]);
    const taken = await takeEarlyAnswer(URL_OF_CALL, 1_000 + EARLY_ANSWER_FRESH_MS);
    expect(taken).toEqual({ status: 200, contentType: 'application/json', body: '[{"id":240}]' });
    expect(takeEarlyAnswer(URL_OF_CALL, 1_000)).toBeNull();
  });

  it('is only for the very URL offered: another query is another call', async () => {
    await offerEarlyAnswer(URL_OF_CALL, Promise.resolve(Response.json([])), { now: 1_000 });
    expect(takeEarlyAnswer(`${URL_OF_CALL}&l=fr`, 1_000)).toBeNull();
  });

  it('an answer older than the freshness bound is not handed over (and is dropped)', async () => {
    await offerEarlyAnswer(URL_OF_CALL, Promise.resolve(Response.json([])), { now: 1_000 });
    expect(takeEarlyAnswer(URL_OF_CALL, 1_001 + EARLY_ANSWER_FRESH_MS)).toBeNull();
    expect(takeEarlyAnswer(URL_OF_CALL, 1_000)).toBeNull();
  });

  it('an offer may say how long it stays fresh (settings, which carry no prices)', async () => {
    await offerEarlyAnswer(URL_OF_CALL, Promise.resolve(Response.json([])), { now: 0, freshForMs: 60_000 });
    expect(await takeEarlyAnswer(URL_OF_CALL, 60_000)).not.toBeNull();
  });

  it('a later offer for the same URL replaces the earlier one (the pre-paint asks again every 5 s)', async () => {
    await offerEarlyAnswer(URL_OF_CALL, Promise.resolve(Response.json(['old'])), { now: 1_000 });
    await offerEarlyAnswer(URL_OF_CALL, Promise.resolve(Response.json(['new'])), { now: 6_000 });
    expect((await takeEarlyAnswer(URL_OF_CALL, 6_000))?.body).toBe('["new"]');
  });

  it('an error status, a failed request or a redirected answer gives null: the client asks itself', async () => {
    await offerEarlyAnswer(URL_OF_CALL, Promise.resolve(new Response('down', { status: 503 })), { now: 0 });
    expect(await takeEarlyAnswer(URL_OF_CALL, 0)).toBeNull();

    await offerEarlyAnswer(URL_OF_CALL, Promise.reject(new TypeError('Failed to fetch')), { now: 0 }).catch(() => undefined);
    expect(await takeEarlyAnswer(URL_OF_CALL, 0)).toBeNull();

    const redirected = Response.json({});
    Object.defineProperty(redirected, 'url', { value: 'https://operator.test/maintenance' });
    Object.defineProperty(redirected, 'clone', { value: () => Response.json({}) });
    await offerEarlyAnswer(URL_OF_CALL, Promise.resolve(redirected), { now: 0 });
    expect(await takeEarlyAnswer(URL_OF_CALL, 0)).toBeNull();
  });
});
