// @vitest-environment node
import { signal } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DisposedError } from '../api';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { createRuntime, type Runtime } from './createRuntime';
import { createNewsPopupsModel, newsPopupsStoreName, type NewsPopupAnswer } from './newsPopupsModel';
import { createPersistence, memoryStorage, type StorageLike } from './persistence';

const POPUPS: NewsPopupAnswer[] = [
  { id: 7, title: 'Welcome', pages: [{ title: 'One', body: '<p>1</p>' }, { title: 'Two', body: '<p>2</p>' }, { title: 'Three', body: '<p>3</p>' }] },
  { id: 8, title: 'Cash out', pages: [{ title: 'Only', body: 'Cash out early.' }] },
];

function model(options: { storage?: StorageLike; account?: string | null; answer?: () => Promise<readonly NewsPopupAnswer[]>; log?: (message: string) => void } = {}) {
  const storage = options.storage ?? memoryStorage();
  const account = signal<string | null>(options.account ?? null);
  const created = createNewsPopupsModel({
    newsPopups: options.answer ?? (async () => POPUPS),
    persistence: createPersistence(storage),
    account,
    log: options.log ?? (() => undefined),
  });
  return { popups: created, storage, account };
}

const ids = (list: readonly { id: string }[]) => list.map((popup) => popup.id);

describe('news popups model (spec 3 "News popup")', () => {
  it('shows nothing until loaded, then the popups in the operator’s order, one at a time', async () => {
    const { popups } = model();
    expect(popups.loaded.value).toBe(false);
    expect(popups.isVisible.value).toBe(false);
    await popups.load();
    expect(popups.loaded.value).toBe(true);
    expect(ids(popups.data.value)).toEqual(['7', '8']);
    expect(popups.current.value?.title).toBe('Welcome');
    expect(popups.isVisible.value).toBe(true);
    expect(popups.selectedPage.value).toBe(0);
    popups.dispose();
  });

  it('asks the operator once, however often the shell asks', async () => {
    const answer = vi.fn(async () => POPUPS);
    const { popups } = model({ answer });
    await Promise.all([popups.load(), popups.load()]);
    await popups.load();
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('pages forward and back within the popup, never past its ends, and the next popup starts at its first page', async () => {
    const { popups } = model();
    await popups.load();
    popups.previousPage();
    expect(popups.selectedPage.value).toBe(0);
    popups.nextPage();
    popups.nextPage();
    popups.nextPage();
    expect(popups.selectedPage.value).toBe(2);
    popups.previousPage();
    expect(popups.selectedPage.value).toBe(1);
    popups.close();
    expect(popups.current.value?.id).toBe('8');
    expect(popups.selectedPage.value).toBe(0);
    popups.nextPage();
    expect(popups.selectedPage.value).toBe(0);
  });

  it('close keeps the id for the bettor: a new model on the same storage (a reload) shows only the next one', async () => {
    const storage = memoryStorage();
    const first = model({ storage });
    await first.popups.load();
    first.popups.close();
    expect(ids(first.popups.due.value)).toEqual(['8']);
    expect(JSON.parse(storage.getItem(`sportsbook:${newsPopupsStoreName(null)}`)!)).toEqual({ version: 1, state: { closed: ['7'], allClosed: false } });
    first.popups.close();
    expect(first.popups.isVisible.value).toBe(false);
    // Closing one by one is not "close all".
    expect(first.popups.allPopupsClosed.value).toBe(false);

    const reloaded = model({ storage });
    await reloaded.popups.load();
    expect(reloaded.popups.isVisible.value).toBe(false);
    expect(reloaded.popups.data.value).toHaveLength(2);
  });

  it('close all sets the flag; nothing shows again until the operator publishes a popup with a new id', async () => {
    const storage = memoryStorage();
    const first = model({ storage });
    await first.popups.load();
    first.popups.closeAll();
    expect(first.popups.isVisible.value).toBe(false);
    expect(first.popups.allPopupsClosed.value).toBe(true);

    const same = model({ storage });
    await same.popups.load();
    expect(same.popups.isVisible.value).toBe(false);
    expect(same.popups.allPopupsClosed.value).toBe(true);

    const published = model({ storage, answer: async () => [...POPUPS, { id: 9, title: 'New', pages: [{ title: 'New', body: 'New' }] }] });
    await published.popups.load();
    expect(ids(published.popups.due.value)).toEqual(['9']);
    expect(published.popups.allPopupsClosed.value).toBe(false);
  });

  it('keeps closed popups per bettor: each account its own, logged out its own, and follows a login live', async () => {
    const storage = memoryStorage();
    const { popups, account } = model({ storage, account: 'player-1' });
    await popups.load();
    popups.closeAll();
    expect(popups.isVisible.value).toBe(false);

    account.value = 'player-2';
    expect(popups.current.value?.id).toBe('7');
    popups.close();
    expect(ids(popups.due.value)).toEqual(['8']);

    account.value = null;
    expect(ids(popups.due.value)).toEqual(['7', '8']);

    account.value = 'player-1';
    expect(popups.isVisible.value).toBe(false);
    expect(storage.getItem('sportsbook:news-popups:account:player-1')).not.toBeNull();
    expect(storage.getItem('sportsbook:news-popups:account:player-2')).not.toBeNull();
    expect(storage.getItem('sportsbook:news-popups:logged-out')).toBeNull();
  });

  it('keeps only ids the operator still publishes, and reads a foreign stored value as nothing closed', async () => {
    const storage = memoryStorage();
    storage.setItem('sportsbook:news-popups:logged-out', JSON.stringify({ version: 1, state: { closed: ['1', 2, null], allClosed: 'yes' } }));
    const { popups } = model({ storage });
    await popups.load();
    expect(ids(popups.due.value)).toEqual(['7', '8']);
    expect(popups.allPopupsClosed.value).toBe(false);
    popups.close();
    expect(JSON.parse(storage.getItem('sportsbook:news-popups:logged-out')!).state).toEqual({ closed: ['7'], allClosed: false });
  });

  it('a failed load is logged, counts as loaded and shows nothing', async () => {
    const log = vi.fn();
    const { popups } = model({ answer: () => Promise.reject(new Error('HTTP 500 from /api/news_popups')), log });
    await expect(popups.load()).resolves.toBeUndefined();
    expect(popups.loaded.value).toBe(true);
    expect(popups.isVisible.value).toBe(false);
    expect(log).toHaveBeenCalledWith('News popups could not be loaded, none are shown: HTTP 500 from /api/news_popups');
  });

  it('a load cancelled by the runtime shutting down logs nothing (the console after a Sportsbook.destroy() stays quiet)', async () => {
    const log = vi.fn();
    const { popups } = model({ answer: () => Promise.reject(new DisposedError('/api/news_popups')), log });
    await expect(popups.load()).resolves.toBeUndefined();
    expect(popups.isVisible.value).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('a popup without pages still shows its title, with page 0 selected', async () => {
    const { popups } = model({ answer: async () => [{ id: 1, title: 'Title only', pages: [] }] });
    await popups.load();
    expect(popups.current.value?.title).toBe('Title only');
    popups.nextPage();
    expect(popups.selectedPage.value).toBe(0);
  });
});

describe('news popups in the runtime', () => {
  const runtimes: Runtime[] = [];
  afterEach(() => {
    for (const runtime of runtimes.splice(0)) runtime.dispose();
  });
  const open = (fetchImpl: typeof fetch, storage: StorageLike) => {
    const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: fetchImpl, storage, reload: () => undefined });
    runtimes.push(runtime);
    return runtime;
  };

  it('loads nothing by itself (the shell asks after the first odds), then the sandbox’s seeded popup', async () => {
    const operator = sandboxFetch({ newsPopups: 'seeded' });
    const runtime = open(operator.fetch, memoryStorage());
    await runtime.store.settings.load();
    expect(operator.requests).not.toContain('GET /api/news_popups');
    await runtime.store.newsPopups.load();
    expect(runtime.store.newsPopups.current.value).toMatchObject({ id: '1', title: 'Welcome to the sandbox' });
    expect(operator.requests.filter((request) => request === 'GET /api/news_popups')).toHaveLength(1);
  });

  it('a logged-in player’s closed popup is theirs: logged out (and after a logout) it shows again', async () => {
    const operator = sandboxFetch({ newsPopups: 'seeded' });
    const storage = memoryStorage();
    const runtime = open(operator.fetch, storage);
    await runtime.store.newsPopups.load();
    await runtime.store.session.login('demo', 'demo1234');
    expect(runtime.store.session.established.value).not.toBeNull();
    runtime.store.newsPopups.close();
    expect(runtime.store.newsPopups.isVisible.value).toBe(false);

    const reloaded = open(operator.fetch, storage);
    await reloaded.store.newsPopups.load();
    // The stored session is restored at start: the same player, the same closed popup.
    expect(reloaded.store.session.established.value?.username).toBe('demo');
    expect(reloaded.store.newsPopups.isVisible.value).toBe(false);
    await reloaded.store.session.logout('user');
    expect(reloaded.store.newsPopups.current.value?.id).toBe('1');
  });
});
