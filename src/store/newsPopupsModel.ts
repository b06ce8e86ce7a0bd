import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { AbortedError } from '../api';
import { ownedModel } from './ownedModel';
import type { Persistence } from './persistence';

/** One page of a news popup: its title (text) and its body (operator HTML, sanitised where shown). */
export interface NewsPopupPage {
  readonly title: string;
  readonly body: string;
}

/** Spec 3 "News popup" data: the operator's id (as text, the way it is stored), title and pages. */
export interface NewsPopup {
  readonly id: string;
  readonly title: string;
  readonly pages: readonly NewsPopupPage[];
}

/** What GET /api/news_popups answers (the API schema's shape); ids are numbers there. */
export interface NewsPopupAnswer {
  readonly id: number | string;
  readonly title: string;
  readonly pages: readonly NewsPopupPage[];
}

/** What is kept per bettor: the popups they closed, and whether they closed them all. */
export interface StoredNewsPopups {
  closed: string[];
  allClosed: boolean;
}

/**
 * The store of one bettor's closed popups: an account's own when logged in (another player
 * on the same device has not seen the news because this one closed it), the device's
 * logged-out one otherwise.
 */
export function newsPopupsStoreName(account: string | null): string {
  return account === null ? 'news-popups:logged-out' : `news-popups:account:${account}`;
}

export interface NewsPopupsDependencies {
  /** GET /api/news_popups (api.content.newsPopups). */
  newsPopups: () => Promise<readonly NewsPopupAnswer[]>;
  persistence: Persistence;
  /** Whose closed popups count: the logged-in account's id, null when logged out. */
  account: ReadonlySignal<string | null>;
  /** Where a failed load is told (console.warn by default): popups are optional, the bettor sees nothing. */
  log?: (message: string) => void;
}

/** A hand-edited or foreign stored value reads as nothing closed. */
function storedState(value: unknown): StoredNewsPopups {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof StoredNewsPopups, unknown>>;
  const closed = Array.isArray(record.closed) ? record.closed.filter((id): id is string => typeof id === 'string') : [];
  return { closed: [...new Set(closed)], allClosed: record.allClosed === true };
}

/**
 * Spec 3 "News popup": the operator's news, shown one popup at a time in the operator's
 * order, each paged. State: isVisible, selectedPage, data, loaded, and the all-popups-closed
 * flag. The shell asks for the popups once (`load`), after the page's first odds; a failed
 * load is logged and shows nothing. What the bettor closed is kept per bettor
 * (newsPopupsStoreName), so a closed popup is not shown again after a reload; "close all"
 * closes every popup the operator publishes now and sets the flag, and only a popup with
 * an id not seen before shows afterwards.
 */
export function createNewsPopupsModel(dependencies: NewsPopupsDependencies) {
  return ownedModel(() => buildNewsPopups(dependencies));
}

function buildNewsPopups({ newsPopups, persistence, account, log = (message) => console.warn(message) }: NewsPopupsDependencies) {
  const data = signal<readonly NewsPopup[]>([]);
  const loaded = signal(false);
  const stored = signal<StoredNewsPopups>({ closed: [], allClosed: false });
  // At once, and whenever another bettor logs in (or out): their own closed popups count.
  effect(() => {
    stored.value = storedState(persistence.read<unknown>(newsPopupsStoreName(account.value)));
  });
  /** The page shown, for the popup it belongs to: another popup starts at its first page. */
  const paging = signal<{ popupId: string | null; page: number }>({ popupId: null, page: 0 });

  const closedIds = computed(() => new Set(stored.value.closed));
  /** The popups still to show the bettor, in the operator's order. */
  const due = computed(() => data.value.filter((popup) => !closedIds.value.has(popup.id)));
  const current = computed<NewsPopup | null>(() => due.value[0] ?? null);
  const selectedPage = computed(() => {
    const popup = current.value;
    if (popup === null || paging.value.popupId !== popup.id) return 0;
    return Math.min(paging.value.page, Math.max(0, popup.pages.length - 1));
  });

  const save = (closed: Iterable<string>, allClosed: boolean) => {
    // Only ids the operator still publishes are kept with the new ones, so the store stays small.
    const published = new Set(data.peek().map((popup) => popup.id));
    const kept = stored.peek().closed.filter((id) => published.has(id));
    const next: StoredNewsPopups = { closed: [...new Set([...kept, ...closed])], allClosed };
    persistence.write(newsPopupsStoreName(account.peek()), next);
    stored.value = next;
  };
  const turnTo = (page: number) => {
    const popup = current.peek();
    if (popup === null || page < 0 || page >= popup.pages.length) return;
    paging.value = { popupId: popup.id, page };
  };

  let loading: Promise<void> | null = null;

  return {
    /** The popups the operator publishes (spec 3 `data`), in its order; empty until loaded or when the load failed. */
    data: data as ReadonlySignal<readonly NewsPopup[]>,
    /** Whether the popups have been asked for and answered (spec 3 `loaded`); a failed load counts. */
    loaded: loaded as ReadonlySignal<boolean>,
    /** The popups the bettor has not closed, in the operator's order. */
    due,
    /** The popup to show now: the first one due, or null. */
    current,
    /** Spec 3 `isVisible`: a popup is due. Whether it shows right now is the shell's (no login dialog over it). */
    isVisible: computed(() => current.value !== null),
    /** Spec 3 `selectedPage`: the index of the current popup's page shown (0 for the first). */
    selectedPage,
    /** Spec 3's all-popups-closed flag: the bettor closed them all, and the operator has published none since. */
    allPopupsClosed: computed(() => stored.value.allClosed && due.value.length === 0),
    /** Asks the operator for its popups, once per runtime (a second call gets the same promise). Never rejects. */
    load(): Promise<void> {
      loading ??= newsPopups().then(
        (answer) => {
          batch(() => {
            data.value = answer.map((popup) => ({ id: String(popup.id), title: popup.title, pages: popup.pages.map((page) => ({ title: page.title, body: page.body })) }));
            loaded.value = true;
          });
        },
        (error: unknown) => {
          // Cancelled (the runtime was shut down while asking): nobody is left to tell.
          if (!(error instanceof AbortedError)) log(`News popups could not be loaded, none are shown: ${error instanceof Error ? error.message : String(error)}`);
          loaded.value = true;
        },
      );
      return loading;
    },
    nextPage: () => turnTo(selectedPage.peek() + 1),
    previousPage: () => turnTo(selectedPage.peek() - 1),
    /** Closes the current popup for good (for this bettor); the next one due shows. */
    close(): void {
      const popup = current.peek();
      if (popup !== null) save([popup.id], stored.peek().allClosed);
    },
    /** Closes every popup published now and sets the all-popups-closed flag; a popup with a new id shows again. */
    closeAll(): void {
      save(
        data.peek().map((popup) => popup.id),
        true,
      );
    },
  };
}

export type NewsPopupsModel = ReturnType<typeof createNewsPopupsModel>;
