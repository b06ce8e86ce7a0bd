import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { memoryStorage, type Runtime, type StorageLike } from '../../store';
import { LoginDialogs } from '../login/LoginDialogs';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { disposeTestRuntimes, ownedTestPage, renderInRouter, testRuntime } from '../runtime/testRuntime';
import { AppShell } from '../shell/AppShell';
import { preloadNewsPopupDialog } from './lazyNewsPopupDialog';
import { NewsPopups } from './NewsPopups';

type Popup = { id: number; title: string; pages: { title: string; body: string }[] };

const THREE: Popup[] = [
  { id: 11, title: 'Acca boost', pages: [{ title: 'What it is', body: '<p>Up to <strong>25%</strong> more.</p>' }, { title: 'Who gets it', body: '<p>Everyone.</p>' }, { title: 'Until when', body: '<p>Sunday.</p>' }] },
  { id: 12, title: 'Cash out', pages: [{ title: 'Early', body: '<p>Take it early.</p>' }] },
  { id: 13, title: 'Live streams', pages: [{ title: 'Watch', body: '<p>Watch and bet.</p>' }] },
];

/** The operator: the in-process sandbox, whose news popups are `popups` (PUT /sandbox/content, as a test's own content). */
async function operatorWith(popups: Popup[] | null) {
  const operator = sandboxFetch({ newsPopups: 'seeded' });
  if (popups !== null) {
    const answer = await operator.fetch('http://sandbox.test/sandbox/content', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ newsPopups: popups }) });
    expect(answer.status).toBe(200);
  }
  return operator;
}

/**
 * A runtime on `fetch` rendering what the shell renders for its dialogs (the login dialogs,
 * with the news popups when none of them is due) and a Login opener; the popups are loaded
 * as the shell does once the first odds are on screen. A "reload" is another call on the same storage.
 */
async function page(fetch: typeof globalThis.fetch, storage: StorageLike = memoryStorage()): Promise<Runtime> {
  await preloadNewsPopupDialog();
  const runtime = await testRuntime({ config: { apiBase: 'http://sandbox.test/' }, fetch, storage });
  renderInRouter(
    runtime,
    <>
      <button type="button" onClick={() => runtime.store.ui.openModal('isLoginOpen')}>
        Open login
      </button>
      <LoginDialogs otherwise={<NewsPopups />} />
    </>,
  );
  await act(() => runtime.store.newsPopups.load());
  return runtime;
}

/** A reload: this page's tree and runtime go, a new one starts on the same storage. */
async function reload(fetch: typeof globalThis.fetch, storage: StorageLike): Promise<Runtime> {
  cleanup();
  return page(fetch, storage);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/en/sports');
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
});
afterEach(() => {
  disposeTestRuntimes();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  window.history.replaceState(null, '', '/');
});

const dialog = () => screen.getByRole('dialog');
const pageText = () => within(dialog()).getByText(/^Page \d of \d$/).textContent;

describe('news popups in the app shell', () => {
  it('<sportsbook-app>’s shell asks for them after the first odds and shows the seeded popup with its pages', async () => {
    await preloadNewsPopupDialog();
    const operator = await operatorWith(null);
    const runtime = await testRuntime({ config: { apiBase: 'http://sandbox.test/' }, fetch: operator.fetch, page: ownedTestPage() });
    render(
      <RuntimeProvider runtime={runtime}>
        <AppShell />
      </RuntimeProvider>,
    );
    const shown = await screen.findByRole('dialog', { name: 'Welcome to the sandbox' }, { timeout: 5000 });
    expect(within(shown).getByRole('heading', { level: 3, name: 'Live betting' })).toBeTruthy();
    expect(await within(shown).findByText('Over 40 events are live right now.')).toBeTruthy();
    expect(within(shown).getByText('Page 1 of 2')).toBeTruthy();
    expect(operator.requests.filter((request) => request === 'GET /api/news_popups')).toHaveLength(1);
  });
});

describe('news popups (spec 3)', () => {
  it('shows them one at a time in the operator’s order, and pages through the current one', async () => {
    await page((await operatorWith(THREE)).fetch);
    expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: 'Acca boost' })]);
    expect(within(dialog()).getByRole('heading', { level: 3, name: 'What it is' })).toBeTruthy();
    expect((await within(dialog()).findByText('25%')).tagName).toBe('STRONG');
    expect(pageText()).toBe('Page 1 of 3');
    const pager = within(dialog()).getByRole('navigation', { name: 'Pages' });
    const previous = within(pager).getByRole('button', { name: 'Previous page' });
    const next = within(pager).getByRole('button', { name: 'Next page' });
    // The dialog takes the focus on the control that moves on through the news.
    expect(document.activeElement).toBe(next);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    act(() => previous.click());
    expect(pageText()).toBe('Page 1 of 3');

    act(() => next.click());
    expect(pageText()).toBe('Page 2 of 3');
    expect(within(dialog()).getByRole('heading', { level: 3, name: 'Who gets it' })).toBeTruthy();
    expect(await within(dialog()).findByText('Everyone.')).toBeTruthy();
    expect(previous.getAttribute('aria-disabled')).toBe('false');
    act(() => next.click());
    expect(pageText()).toBe('Page 3 of 3');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    act(() => next.click());
    expect(pageText()).toBe('Page 3 of 3');
    // At the end the focus stays where it was (aria-disabled, not disabled).
    expect(document.activeElement).toBe(next);
    act(() => previous.click());
    expect(within(dialog()).getByRole('heading', { level: 3, name: 'Who gets it' })).toBeTruthy();
    // The position is announced politely as it changes.
    expect(within(dialog()).getByText('Page 2 of 3').getAttribute('aria-live')).toBe('polite');
  });

  it('Close closes this popup and the next one shows, at its first page, with the focus in it; Escape closes too', async () => {
    const runtime = await page((await operatorWith(THREE)).fetch);
    act(() => within(dialog()).getByRole('button', { name: 'Next page' }).click());
    const closeButtons = within(dialog()).getAllByRole('button', { name: 'Close' });
    // The × in the title bar and the Close button say the same.
    expect(closeButtons).toHaveLength(2);
    act(() => closeButtons[1]!.click());
    const second = screen.getByRole('dialog', { name: 'Cash out' });
    expect(within(second).queryByRole('navigation')).toBeNull();
    expect(document.activeElement).toBe(within(second).getAllByRole('button', { name: 'Close' })[1]);
    fireEvent.keyDown(second, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Live streams' })).toBeTruthy();
    expect(runtime.store.newsPopups.due.value.map((popup) => popup.id)).toEqual(['13']);
  });

  it('a closed popup is not shown again after a reload', async () => {
    const operator = await operatorWith(THREE);
    const storage = memoryStorage();
    await page(operator.fetch, storage);
    act(() => within(dialog()).getAllByRole('button', { name: 'Close' })[1]!.click());
    expect(screen.getByRole('dialog', { name: 'Cash out' })).toBeTruthy();

    await reload(operator.fetch, storage);
    expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: 'Cash out' })]);
  });

  it('Close all (offered when more than one is due) closes every popup; nothing shows after a reload until a new id is published', async () => {
    const operator = await operatorWith(THREE);
    const storage = memoryStorage();
    const runtime = await page(operator.fetch, storage);
    act(() => within(dialog()).getByRole('button', { name: 'Close all news' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runtime.store.newsPopups.allPopupsClosed.value).toBe(true);

    const reloaded = await reload(operator.fetch, storage);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reloaded.store.newsPopups.allPopupsClosed.value).toBe(true);

    await operator.fetch('http://sandbox.test/sandbox/content', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ newsPopups: [...THREE, { id: 14, title: 'Jackpot', pages: [{ title: 'Twelve games', body: 'Pick them all.' }] }] }) });
    await reload(operator.fetch, storage);
    const only = screen.getByRole('dialog', { name: 'Jackpot' });
    // One popup due: Close alone, no Close all.
    expect(within(only).queryByRole('button', { name: 'Close all news' })).toBeNull();
  });

  it('keeps each bettor’s closed popups apart: logged out, and per account', async () => {
    const operator = await operatorWith(THREE.slice(0, 2));
    const storage = memoryStorage();
    const runtime = await page(operator.fetch, storage);
    act(() => within(dialog()).getByRole('button', { name: 'Close all news' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => runtime.store.session.login('demo', 'demo1234'));
    expect(screen.getByRole('dialog', { name: 'Acca boost' })).toBeTruthy();
    act(() => within(dialog()).getAllByRole('button', { name: 'Close' })[1]!.click());
    expect(screen.getByRole('dialog', { name: 'Cash out' })).toBeTruthy();

    // The same player after a reload (the stored session): what they closed stays closed.
    const reloaded = await reload(operator.fetch, storage);
    expect(reloaded.store.session.loggedIn.value).toBe(true);
    expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: 'Cash out' })]);

    // Another player on this device has seen nothing yet.
    await act(() => reloaded.store.session.logout('user'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => reloaded.store.session.login('nonbettor', 'demo1234'));
    expect(screen.getByRole('dialog', { name: 'Acca boost' })).toBeTruthy();
  });

  it('waits while a login dialog is open, and shows once it is closed', async () => {
    await page((await operatorWith(THREE)).fetch);
    expect(screen.getByRole('dialog', { name: 'Acca boost' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Open login' }).click());
    expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: 'Login' })]);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Login' }), { key: 'Escape' });
    expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: 'Acca boost' })]);
  });

  it('shows a body with scripts and handlers sanitised, and a title with markup as text', async () => {
    const hostile = '<p id="kept">News</p><script>window.__popupXss = 1</script><img src="x" onerror="window.__popupXss = 2"><svg onload="window.__popupXss = 3"></svg><a href="javascript:window.__popupXss = 4">link</a><div onclick="window.__popupXss = 5" style="color: red">styled</div>';
    const title = '<img src=x onerror="window.__popupXss = 6">Title';
    await page((await operatorWith([{ id: 21, title, pages: [{ title: '<b>page</b>', body: hostile }] }])).fetch);
    const shown = screen.getByRole('dialog', { name: title });
    expect(within(shown).getByRole('heading', { level: 3 }).textContent).toBe('<b>page</b>');
    expect(await within(shown).findByText('News')).toBeTruthy();
    expect(within(shown).getByText('styled')).toBeTruthy();
    const all = [shown, ...shown.querySelectorAll('*')];
    expect(shown.querySelectorAll('script')).toHaveLength(0);
    expect(all.flatMap((element) => [...element.attributes].map((attribute) => attribute.name)).filter((name) => name.startsWith('on'))).toEqual([]);
    expect([...shown.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '').filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
    expect((window as { __popupXss?: unknown }).__popupXss).toBeUndefined();
  });

  it('a failed load shows nothing at all and is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const operator = await operatorWith(THREE);
    const failing = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === '/api/news_popups') return Response.json({ error: 'unavailable' }, { status: 503 });
      return operator.fetch(request);
    }) as typeof globalThis.fetch;
    const runtime = await page(failing);
    expect(runtime.store.newsPopups.loaded.value).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^News popups could not be loaded, none are shown: /));
  });
});
