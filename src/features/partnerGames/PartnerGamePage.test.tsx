import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { PartnerGamePage } from './PartnerGamePage';

afterEach(() => {
  cleanupHeaderTests();
  vi.restoreAllMocks();
});

/** The sandbox's partner origin as a runtime on http://sandbox.test/ sees it (not a loopback name: kept). */
const PARTNER = 'http://sandbox.test';
const LAUNCH = '/franco/accounts/me/game-launch-url';

async function kironPage(options: Parameters<typeof headerRuntime>[1] = {}, path = '/en/sports/kiron') {
  const test = await headerRuntime(inProcessSandbox('partner-page'), options);
  renderInShell(test.runtime, <PartnerGamePage path={path} />, path);
  return test;
}

/**
 * A launch is a round trip to the in-process sandbox: on a busy 2-core runner it was seen to
 * take more than Testing Library's default second, so the waits for it are longer (a hang
 * guard, not a speed check).
 */
const LAUNCH_WAIT = { timeout: 8000 };
/**
 * The partner's frame once it listens: its message handler is attached by an effect after the
 * frame is drawn, and a message posted before that is lost (seen in CI on a busy runner). A
 * real partner posts once its page has loaded, long after.
 */
async function frame(): Promise<HTMLIFrameElement> {
  const found = await screen.findByTitle<HTMLIFrameElement>(/the partner's game$/, {}, LAUNCH_WAIT);
  await act(async () => undefined);
  return found;
}
const params = (element: HTMLIFrameElement) => new URL(element.src).searchParams;

/** A message from the framed page, as the browser delivers it. */
function postFromFrame(element: HTMLIFrameElement, data: unknown, origin = PARTNER) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: element.contentWindow }));
  });
}

describe('PartnerGamePage: the launch', () => {
  it("opens Kiron's page with the login's KIRON token, the language, currency and this page's origin, without a launch call", async () => {
    const { runtime, paths } = await kironPage({ player: 'demo' });
    const game = await frame();
    const tokens = runtime.store.session.details.value?.thirdPartyTokens as Record<string, string>;
    expect(game.title).toBe("Virtual sports: the partner's game");
    expect(new URL(game.src).origin + new URL(game.src).pathname).toBe(`${PARTNER}/partners/kiron/play`);
    expect(params(game).get('token')).toBe(tokens.KIRON);
    expect(params(game).get('token')).not.toBe(tokens.BETRADAR);
    expect([params(game).get('lang'), params(game).get('currency'), params(game).get('embed_origin')]).toEqual(['en', 'EUR', new URL(runtime.page.url()).origin]);
    expect(paths).not.toContain(LAUNCH);
    expect(screen.getByRole('heading', { level: 1, name: 'Virtual sports' })).toBeTruthy();
  });

  it("opens Betradar's page with BETRADAR's token, and a provider without a login token through the operator's launch", async () => {
    const { runtime, paths } = await kironPage({ player: 'demo' }, '/en/sports/betradar-virtuals');
    const tokens = runtime.store.session.details.value?.thirdPartyTokens as Record<string, string>;
    expect(params(await frame()).get('token')).toBe(tokens.BETRADAR);
    cleanupHeaderTests();
    document.body.innerHTML = '';
    const lotto = await kironPage({ player: 'demo' }, '/en/lotto');
    const game = await frame();
    expect(lotto.paths).toContain(LAUNCH);
    expect(new URL(game.src).pathname).toBe('/partners/lotto/play');
    expect(Object.values(tokens)).not.toContain(params(game).get('token'));
    expect(paths).not.toContain(LAUNCH);
  });

  it('logged out: "Log in to play" opens the login, and the game starts once logged in', async () => {
    const { runtime } = await kironPage();
    const button = await screen.findByRole('button', { name: 'Log in to play' });
    expect(screen.queryByTitle(/the partner's game$/)).toBeNull();
    act(() => button.click());
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
    await act(() => runtime.store.session.login('demo', 'demo1234'));
    const tokens = runtime.store.session.details.value?.thirdPartyTokens as Record<string, string>;
    expect(params(await frame()).get('token')).toBe(tokens.KIRON);
  });

  it('token expired: launches again with a fresh token from the operator; expired again, asks to start again', async () => {
    const { runtime, paths } = await kironPage({ player: 'demo' });
    const first = await frame();
    const loginToken = params(first).get('token');
    // Another origin, or another window, is not the partner: nothing happens.
    postFromFrame(first, { type: 'sportsbook-partner', action: 'session-expired' }, 'http://evil.test');
    expect(paths).not.toContain(LAUNCH);
    postFromFrame(first, { type: 'sportsbook-partner', action: 'session-expired' });
    await waitFor(() => expect(params(screen.getByTitle<HTMLIFrameElement>(/the partner's game$/)).get('token')).not.toBe(loginToken), LAUNCH_WAIT);
    const second = await frame();
    expect(paths.filter((path) => path === LAUNCH)).toHaveLength(1);
    // The fresh token is the operator's, for this session: the sandbox's partner accepts it.
    expect(runtime.store.session.loggedIn.value).toBe(true);
    postFromFrame(second, { type: 'sportsbook-partner', action: 'session-expired' });
    const restart = await screen.findByRole('button', { name: 'Start the game again' }, LAUNCH_WAIT);
    expect(screen.getByText('Your game session has ended')).toBeTruthy();
    act(() => restart.click());
    await frame();
    expect(paths.filter((path) => path === LAUNCH)).toHaveLength(2);
  });

  it('balance-changed from the partner asks the wallet at once', async () => {
    const { paths } = await kironPage({ player: 'demo' });
    const game = await frame();
    const balanceCalls = () => paths.filter((path) => path.endsWith('/balance/sportsbook')).length;
    const before = balanceCalls();
    postFromFrame(game, { type: 'sportsbook-partner', action: 'balance-changed' });
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));
  });
});

describe('PartnerGamePage: not offered, errors', () => {
  it('a page the brand does not offer says so, with no frame', async () => {
    await kironPage({ player: 'demo', settings: { partner_games: { lotto: true } } });
    expect(await screen.findByText('Virtual sports is not offered on this site.')).toBeTruthy();
    expect(screen.queryByTitle(/the partner's game$/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the sportsbook' })).toBeTruthy();
  });

  it('a launch answer that is no address shows the error with Retry, which launches again', async () => {
    const { paths } = await kironPage({ player: 'demo', answers: { [LAUNCH]: { url: 'not an address' } } }, '/en/lotto');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The game could not start');
    expect(alert.textContent).toContain("The game's address is not valid.");
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(paths.filter((path) => path === LAUNCH)).toHaveLength(2));
  });
});
