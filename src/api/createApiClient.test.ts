import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyAnswers, offerEarlyAnswer } from './earlyAnswers';
import { AbortedError, AuthRequiredError, DecodeError, HttpError, NetworkError } from './apiErrors';
import { BetslipServerError } from './endpoints/bets';
import { GeoDataError } from './endpoints/accounts';
import { LoginError } from './endpoints/auth';
import { createApi } from './index';
import { staticRequestContext } from './requestContext';

function setup(answer: (request: Request) => Response | Promise<Response>, authorised: ReturnType<Parameters<typeof createApi>[0]['auth']['authorise']> = { ok: true, token: 'jwe.t' }) {
  const onUnauthorized = vi.fn();
  const answers: string[] = [];
  const sent: Request[] = [];
  const api = createApi({
    baseUrl: 'https://operator.test/',
    context: staticRequestContext(),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push(request);
      return answer(request);
    }) as typeof fetch,
    auth: { authorise: () => authorised, onUnauthorized },
    onAnswer: (answer) => void answers.push(answer),
  });
  return { api, onUnauthorized, answers, sent };
}

/** A Response whose final URL is `url`, as fetch gives after following a redirect (clones keep it). */
class RedirectedResponse extends Response {
  readonly finalUrl: string;

  constructor(finalUrl: string, body: unknown) {
    super(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    this.finalUrl = finalUrl;
  }

  override get url(): string {
    return this.finalUrl;
  }

  override clone(): Response {
    return new RedirectedResponse(this.finalUrl, JSON.parse('[]'));
  }
}

function redirectedTo(url: string, body: unknown = {}): Response {
  return new RedirectedResponse(url, body);
}

describe('api client errors (spec 6, 8)', () => {
  it('turns a malformed payload into a DecodeError naming the field', async () => {
    const { api } = setup(() => Response.json({ total: 1, page: 1, eventsPerPage: 20, events: [{ id: '1', slug: 's', eventPaths: [], sportCode: 'FOOT', markets: [{ id: 'm', eventId: '1', description: 'x', marketTypeId: 3, status: 'open', outcomes: [{ id: 'o', description: 'd', consolidatedPrice: { currentPrice: { decimal: 'high' } } }] }] }] }));
    const error = await api.marketData.events({}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as DecodeError).issues.join(' ')).toMatch(/events\.0\.markets\.0\.outcomes\.0\.consolidatedPrice\.currentPrice\.decimal/);
    expect((error as DecodeError).notificationId).toBe('error-500');
  });

  it('drops unknown sports with a warning instead of failing', async () => {
    const { api } = setup(() => Response.json([{ id: 240, code: 'FOOT', name: 'Football', eventCount: 1, liveEventCount: 0 }, { id: 77777, code: 'ZZZZ', name: '?', eventCount: 1, liveEventCount: 0 }]));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await api.marketData.sports()).map((sport) => sport.id)).toEqual([240]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown sport id 77777'));
  });

  it('maps HTTP failures to the catalogue, keeping status, code and uuid', async () => {
    const { api } = setup(() => Response.json({ error: 'x', message: 'nope' }, { status: 404 }));
    const error = (await api.marketData.event('9').catch((caught: unknown) => caught)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect([error.status, error.code, error.notificationId]).toEqual([404, 'x', 'error-404']);
  });

  it('turns a 500 on the betslip into the spec toast with the request uuid', async () => {
    const { api } = setup(() => Response.json({ message: 'Betslip: Something went wrong' }, { status: 500 }));
    const error = (await api.bets.place('1001', { singles: [{ outcomeId: '1-1-1', decimal: 2, unitStake: 1 }] }, 'u-77').catch((caught: unknown) => caught)) as BetslipServerError;
    expect(error).toBeInstanceOf(BetslipServerError);
    expect(error.toast).toMatchObject({ text: 'Betslip: Something went wrong', position: 'bottom-centre', closable: true, durationMs: 10000 });
    expect(JSON.stringify(error.toast)).toContain('u-77');
  });

  it('does not send an authenticated call without a valid token', async () => {
    const { api, sent } = setup(() => Response.json({}), { ok: false, reason: 'jwe_token_expired' });
    const error = (await api.bets.openBets('1001').catch((caught: unknown) => caught)) as AuthRequiredError;
    expect(error).toBeInstanceOf(AuthRequiredError);
    expect(error.reason).toBe('jwe_token_expired');
    expect(sent).toHaveLength(0);
  });

  it('logs out on a 401 or 403 of an authenticated api/xapi call', async () => {
    const { api, onUnauthorized } = setup(() => Response.json({ error: 'unauthorized' }, { status: 401 }));
    await api.bets.openBets('1001').catch(() => undefined);
    // The status and the token the refused call carried: a token refreshed away since says nothing about the session now.
    expect(onUnauthorized).toHaveBeenCalledWith('/xapi/bet/account/1001/openbets', { status: 401, token: 'jwe.t' });
    const forbidden = setup(() => Response.json({ error: 'forbidden' }, { status: 403 }));
    await forbidden.api.accounts.info('1001').catch(() => undefined);
    expect(forbidden.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(forbidden.onUnauthorized.mock.calls[0]?.[1]).toEqual({ status: 403, token: 'jwe.t' });
    const anonymous = setup(() => Response.json({}, { status: 401 }));
    await anonymous.api.marketData.sports().catch(() => undefined);
    expect(anonymous.onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an answer that ended at the maintenance page or /blocked, and every other answer as served', async () => {
    const maintenance = setup(() => redirectedTo('https://operator.test/maintenance', []));
    await maintenance.api.marketData.sports().catch(() => undefined);
    expect(maintenance.answers).toEqual(['maintenance']);
    // An operator whose maintenance page sits under a prefix (/static/maintenance) is recognised too.
    const prefixed = setup(() => redirectedTo('https://operator.test/static/maintenance', []));
    await prefixed.api.marketData.sports().catch(() => undefined);
    expect(prefixed.answers).toEqual(['maintenance']);
    const blocked = setup(() => redirectedTo('https://operator.test/blocked', []));
    await blocked.api.marketData.sports().catch(() => undefined);
    expect(blocked.answers).toEqual(['blocked']);
    // Not followed (redirect: manual, or an opaque answer): the 302's own Location says it.
    const unfollowed = setup(() => new Response(null, { status: 302, headers: { location: 'https://operator.test/blocked' } }));
    await unfollowed.api.marketData.sports().catch(() => undefined);
    expect(unfollowed.answers).toEqual(['blocked']);
    const served = setup(() => Response.json([]));
    await served.api.marketData.sports();
    // A server error is an error of that call, not maintenance: the operator still serves.
    const failing = setup(() => Response.json({ error: 'boom' }, { status: 503 }));
    await failing.api.marketData.sports().catch(() => undefined);
    expect([...served.answers, ...failing.answers]).toEqual(['served', 'served']);
  });

  it('reports an unreachable server as a NetworkError, and a replaced slip refresh as aborted', async () => {
    const { api } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await api.marketData.sports().catch((caught: unknown) => caught)).toBeInstanceOf(NetworkError);
    const slow = setup(
      (request) =>
        new Promise<Response>((resolve, reject) => {
          if (request.signal.aborted) reject(new DOMException('aborted', 'AbortError'));
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(Response.json({ model: { singles: [], multiples: [], systems: [], totalStake: 0, potentialReturns: 0, availableBalance: null }, errors: [] })), 50);
        }),
    );
    const first = slow.api.bets.refreshSlip({ outcomeIds: ['a'] }).catch((caught: unknown) => caught);
    const second = slow.api.bets.refreshSlip({ outcomeIds: ['a', 'b'] });
    expect(await first).toBeInstanceOf(AbortedError);
    expect((await second).errors).toEqual([]);
  });

  it('names login failures the spec 8 way and refuses a login without a jwe token', async () => {
    const locked = setup(() => Response.json({ responseCode: 'INT008', message: 'Player account is locked' }, { status: 403 }));
    const error = (await locked.api.auth.loginIcore('locked', 'x').catch((caught: unknown) => caught)) as LoginError;
    expect(error).toBeInstanceOf(LoginError);
    expect(error.loginErrorId).toBe('login-error-INT008');
    const noToken = setup(() => Response.json({ alsPlayerId: '1', username: 'u', currency: 'EUR' }));
    expect(((await noToken.api.auth.loginIcore('u', 'p').catch((caught: unknown) => caught)) as LoginError).loginErrorId).toBe('error-500');
    const copied = setup(() => Response.json({ alsPlayerId: '1', alsToken: 'als.1', username: 'u', currency: 'EUR' }));
    expect((await copied.api.auth.loginIcore('u', 'p')).jweToken).toBe('als.1');
    const offline = setup(() => {
      throw new TypeError('offline');
    });
    expect(((await offline.api.auth.loginIcore('u', 'p').catch((caught: unknown) => caught)) as LoginError).loginErrorId).toBe('something-went-wrong');
  });

  it('throws geodata failures with status and text', async () => {
    const { api } = setup(() => Response.json({ message: 'geo service down' }, { status: 503 }));
    const error = (await api.accounts.geoData().catch((caught: unknown) => caught)) as GeoDataError;
    expect(error).toBeInstanceOf(GeoDataError);
    expect(error.message).toBe('Geodata failed: 503 geo service down');
  });
});

describe('answers asked for before the runtime existed (earlyAnswers.ts)', () => {
  afterEach(() => clearEarlyAnswers());
  const sportsAnswer = [{ id: 240, code: 'FOOT', name: 'Football', eventCount: 1, liveEventCount: 0 }];

  it('an anonymous GET of the very URL offered is answered from it, once; the next one goes to the operator', async () => {
    const { api, sent } = setup(() => Response.json([]), { ok: false, reason: 'no-token' });
    // The URL the client sends for sports(): learnt from a first call, as the pre-paint's operatorCallUrl builds it.
    await api.marketData.sports();
    const callUrl = sent[0]!.url;
    await offerEarlyAnswer(callUrl, Promise.resolve(Response.json(sportsAnswer)));
    const early = await api.marketData.sports();
    expect(early.map((sport) => sport.code)).toEqual(['FOOT']);
    expect(sent).toHaveLength(1);
    await api.marketData.sports();
    expect(sent).toHaveLength(2);
  });

  it('an early answer that failed is not used: the client asks the operator', async () => {
    const { api, sent } = setup(() => Response.json(sportsAnswer), { ok: false, reason: 'no-token' });
    await api.marketData.sports();
    await offerEarlyAnswer(sent[0]!.url, Promise.resolve(new Response('', { status: 502 })));
    expect((await api.marketData.sports()).map((sport) => sport.code)).toEqual(['FOOT']);
    expect(sent).toHaveLength(2);
  });
});
