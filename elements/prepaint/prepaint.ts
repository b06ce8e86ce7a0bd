/**
 * The first paint before React (docs/performance.md "First paint before React"): the home
 * page's odds drawn into `<sportsbook-app>`'s shadow root by a few KB of lit-html and core,
 * from the operator's own calls, while React and the app's chunks are still downloading.
 * Loaded by the script-tag loader (elements/iife.ts) and the standalone site (site.js) in
 * parallel with the React chunks, and imported by the ES entry, which hands over.
 *
 * The hand-over: React renders into the same shadow root (r2wc's attachShadow returns this
 * one, createSportsbookElement.tsx), after the pre-paint, hidden by one adopted rule while
 * the pre-paint shows. When React's own first odds are painted (src/ui/firstOddsShown.ts),
 * or its route is no longer the home page, PrepaintHandover removes the pre-paint and the
 * rule in one task, so one copy of the odds is ever on screen and in the accessibility
 * tree, and applies the prices the bettor pressed meanwhile (prepaintQueue.ts).
 */
import { adoptStyles, sheetFor, supportsAdoptedSheets } from '../../src/theme/adoptStyles';
import { styleSheets, type StyleSheets } from '../../src/theme/styleSheets';
import { themeStyles } from '../../src/features/theme/styles';
import { eventsStyles } from '../../src/features/events/styles';
import { homePageStyles } from '../../src/features/homePage/styles';
import { shellStyles } from '../../src/features/shell/styles';
import { layoutStyles } from '../../src/features/layout/styles';
import { headerStyles } from '../../src/features/header/styles';
import { isDesktopViewport, prepaintFrame } from './prepaintFrame';
import { loadEventTexts, loadPrepaintTexts, type PrepaintTranslate } from './prepaintTexts';
import { CORE_CONSTANTS } from '../../src/core/settings/defaults';
import { booleanSetting } from '../../src/core/settingsParsing/settingValues';
import { textDirection } from '../../src/i18n/textDirection';
import { COMPLETE_LANGUAGES } from '../../src/i18n/languages';
import { brandColors, brandTokens } from '../../src/theme/brandTokens';
import { activeScheme, resolveThemeChoice } from '../../src/theme/themeChoice';
import { offerEarlyAnswer } from '../../src/store/operatorCallUrl';
import { prepaintLiveEvents } from './prepaintLiveEvents';
import { prepaintCouponIsEuro, prepaintHomeSections, prepaintOddsFormat, type ApiEvent, type ApiSport, type RawSettings } from './prepaintHome';
import { prepaintCalls, readPrepaintSetup, type PrepaintSetup } from './prepaintSetup';
import { renderPrepaint, type PrepaintHeadings } from './prepaintView';
import { isQueuedSelection, onQueueChange, toggleQueuedSelection } from './prepaintQueue';

/**
 * How often the pre-painted prices are asked for again while React has not taken over: a
 * live price moves every few seconds, and on a slow phone the app's code can take longer
 * than that. React shows the store's prices the moment it takes over.
 */
export const PREPAINT_REFRESH_MS = 5_000;

/**
 * While the pre-paint shows, React's tree (rendered after it in the same root) is not
 * displayed; and the sizes React sets as properties (an inline style attribute would be
 * refused under a strict style-src): the sub-header's row, the favourite star's place.
 */
const HIDE_REACT = `.sb-prepaint ~ * { display: none !important; }
.sb-prepaint .sb-subheader { height: ${CORE_CONSTANTS.subHeaderHeightPx}px; }
.sb-prepaint .sb-prepaint__star { flex: none; width: 32px; height: 32px; margin: -6px 0 -6px auto; }
.sb-prepaint .sb-event-badges + .sb-prepaint__star { margin-left: 0; }
.sb-prepaint .sb-event-list--windowed { display: flex; }
.sb-prepaint .sb-event-list--windowed > .sb-event-list__item { position: static; }`;
/**
 * The live list's variant: React's tree is laid out under the pre-paint, invisible, instead
 * of not displayed. Its windowed list (WindowedEventList) renders only the cards inside its
 * scroller's box, and a scroller that is not displayed has none: with `display: none` React
 * rendered no card, so no odds, and handed over only at the longest wait (10 s), to an empty
 * list. Invisible, it lays out as it will show (the same place: the pre-paint lies over it
 * from the element's top) and is out of the accessibility tree and of the pointer's way, as
 * a hidden tree is. Those rules, with the sizes above, are HIDE_REACT's for the live page.
 */
const OVERLAY_REACT = `:host { position: relative; }
.sb-prepaint--over { position: absolute; top: 0; right: 0; left: 0; z-index: 1; }
.sb-prepaint--over ~ * { visibility: hidden !important; }
${HIDE_REACT.split('\n').slice(1).join('\n')}`;
/*
 * The last two rules of HIDE_REACT: React's windowed list (WindowedEventList) places each card absolutely
 * at the sum of the heights and gaps above it; the pre-paint draws only the first cards and
 * lays them out in flow, in the list's flex column with the same gap: the same offsets.
 */

interface PrepaintState {
  /** The page drawn (prepaintSetup.ts): React's route leaving it hands over. */
  page: PrepaintSetup['page'];
  container: HTMLElement | null;
  timer: ReturnType<typeof setInterval> | undefined;
  handedOver: boolean;
  stopQueue: () => void;
}

const states = new WeakMap<ShadowRoot, PrepaintState>();

/** Marks in the page's performance timeline, read by the budget spec and the bench. */
export const PREPAINT_MARKS = { painted: 'sportsbook-prepaint-painted', handedOver: 'sportsbook-prepaint-handover' } as const;

/**
 * How long the answers without prices (settings, the sports list) are handed to the runtime:
 * a slow phone can take this long to bring React's code, and neither changes in that time.
 */
const PREPAINT_SETTINGS_FRESH_MS = 60_000;

/** A GET of the runtime's own call; its answer is offered to the runtime's client (earlyAnswers.ts), which then need not ask again. */
async function json<T>(url: string, fetcher: typeof fetch, freshForMs?: number): Promise<T> {
  const answer = await offerEarlyAnswer(url, fetcher(url, { headers: { accept: 'application/json' }, credentials: 'omit' }), freshForMs ? { freshForMs } : {});
  if (!answer.ok) throw new Error(`${answer.status} from ${url}`);
  return (await answer.json()) as T;
}

/** The brand's settings for the channel as the settings model reads them (settingsModel.ts raw). */
function settingsOf(all: Record<string, Record<string, RawSettings> | undefined>, setup: PrepaintSetup): RawSettings | null {
  const brandSettings = all[setup.brand] ?? Object.values(all)[0];
  return brandSettings?.[setup.channel] ?? brandSettings?.web ?? null;
}

/** The brand lists the language and the sportsbook ships its texts (core offeredLanguages, as the shell decides). */
function offersLanguage(settings: RawSettings, locale: string): boolean {
  if (!(COMPLETE_LANGUAGES as readonly string[]).includes(locale)) return false;
  const languages = Array.isArray(settings.languages) ? (settings.languages as unknown[]) : [];
  return languages.some((language) => typeof language === 'object' && language !== null && (language as { locale?: unknown }).locale === locale);
}

/**
 * The brand's colours for the scheme React will show (BrandTheme and useThemeScheme, from the
 * same core rules), as custom properties on the pre-paint's root: through the CSSOM, which a
 * strict style-src allows (a style attribute it would refuse). Colours only: nothing moves.
 */
function paintBrandColours(container: HTMLElement, settings: RawSettings, setup: PrepaintSetup): void {
  const systemDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  const scheme = activeScheme(resolveThemeChoice({ query: setup.theme.query, attribute: setup.theme.attribute, operatorDefault: settings.default_theme_mode }), systemDark);
  for (const [name, value] of Object.entries(brandTokens(brandColors(settings.color_theme), scheme))) container.style.setProperty(name, value);
  container.style.setProperty('color-scheme', scheme);
  container.dataset.theme = scheme;
}

/** HomePage's headings in the page's language; none (their lines kept empty) without its texts. */
function headingsOf(t: PrepaintTranslate | null): PrepaintHeadings | null {
  if (t === null) return null;
  return {
    page: t('title'),
    sections: { live: { title: t('liveTitle'), more: t('liveLink') }, upcoming: { title: t('upcomingTitle'), more: t('upcomingLink') } },
  };
}

async function paint(root: ShadowRoot, state: PrepaintState, setup: PrepaintSetup, fetcher: typeof fetch): Promise<void> {
  // The cards' and headings' words load beside the calls (the language's first-screen chunk, which React's i18next shares).
  const texts = loadEventTexts(setup.locale);
  const homeTexts = setup.page === 'home' ? loadPrepaintTexts('homePage', setup.locale) : Promise.resolve(null);
  // The live list's own code, styles and words load beside the calls, on that page only.
  const liveParts = setup.page === 'live' ? import('./prepaintLiveParts').catch(() => null) : Promise.resolve(null);
  const liveTexts = setup.page === 'live' ? loadPrepaintTexts('livePage', setup.locale) : Promise.resolve(null);
  const viewTypeTexts = setup.page === 'live' ? loadPrepaintTexts('viewTypes', setup.locale) : Promise.resolve(null);
  const [all, sports] = await Promise.all([json<Record<string, Record<string, RawSettings>>>(prepaintCalls.settings(setup), fetcher, PREPAINT_SETTINGS_FRESH_MS), json<ApiSport[]>(prepaintCalls.sports(setup), fetcher, PREPAINT_SETTINGS_FRESH_MS).catch(() => [])]);
  const settings = settingsOf(all, setup);
  // The runtime starts the home lists only when the language is settled (startFirstRouteData.ts); so does this.
  if (!settings || !offersLanguage(settings, setup.locale) || !prepaintCouponIsEuro(settings, setup.storedLayout)) return;
  // The pre-paint draws the new event card only: an operator on the classic one (new_event_card_enabled off) gets the runtime's first paint.
  if (!booleanSetting(settings.new_event_card_enabled ?? true, true)) return;
  const odds = prepaintOddsFormat(settings, setup.formatInputs);
  if (odds.format === null) return;
  const format = odds.format;
  // The cards' words (status, badges) in the page's language; without them the cards keep their old, shorter meta row.
  const t = (await texts) ?? ((key: string) => key);
  const shell = (styles: ReadonlyArray<string | StyleSheets>, over = false) => {
    if (state.container) return state.container;
    const container = root.ownerDocument.createElement('div');
    container.className = over ? 'sb-root sb-prepaint sb-prepaint--over' : 'sb-root sb-prepaint';
    container.dir = textDirection(setup.locale);
    container.lang = setup.locale;
    paintBrandColours(container, settings, setup);
    adoptStyles(root, styleSheets(themeStyles, shellStyles, layoutStyles, headerStyles, eventsStyles, homePageStyles, ...styles, over ? OVERLAY_REACT : HIDE_REACT));
    root.prepend(container);
    state.container = container;
    return container;
  };
  const painted = (redraw: () => void) => {
    redraw();
    state.stopQueue();
    state.stopQueue = onQueueChange(redraw);
    if (performance.getEntriesByName(PREPAINT_MARKS.painted).length === 0) performance.mark(PREPAINT_MARKS.painted);
  };
  const actions = { pressed: isQueuedSelection, press: (id: string) => void toggleQueuedSelection(id) };
  const frameAt = (path: string) => prepaintFrame(settings, { mode: setup.mode, path, desktop: isDesktopViewport(root.ownerDocument.documentElement.clientWidth) });
  let draw: () => Promise<void>;
  if (setup.page === 'live') {
    const parts = await liveParts;
    const [live, viewTypes] = await Promise.all([liveTexts, viewTypeTexts]);
    // Without the live page's words its heading, tabs and filter could not take React's size: React alone then.
    if (!parts || !live || !viewTypes) return;
    // The snapshot as the live feed asks for it (liveModel.start through marketData.snapshot),
    // with the threshold the runtime reads from the same settings (createRuntime.ts).
    const snapshotUrl = prepaintCalls.snapshot(setup, format, parts.lazyMarketsAbove(settings));
    draw = async () => {
      // Offered to the runtime's client as the feed's first snapshot. Correct for the feed:
      // the transport takes the snapshot's cursor and epoch and opens the stream from there
      // (liveTransport.ts resync, then `since=epoch:cursor`), so every change after the
      // snapshot is replayed on top of it however long React took; a feed that restarted
      // meanwhile answers 410 and the transport takes a fresh snapshot. earlyAnswers.ts hands
      // it over only while at most 10 s old (an answer with prices), and the refresh below
      // offers a newer one every 5 s, so the client never starts from an old snapshot.
      const snapshot = await prepaintLiveEvents(snapshotUrl, prepaintCalls.livePage(setup, format), fetcher);
      if (state.handedOver) return;
      const desktop = isDesktopViewport(root.ownerDocument.documentElement.clientWidth);
      const page = parts.prepaintLivePage({ snapshot, sports }, settings, format, { t, locale: setup.locale, live, viewTypes }, { desktop, favourites: setup.favourites });
      if (page.cards.length === 0) return;
      const container = shell([parts.livePageStyles], true);
      const frame = frameAt(`/${setup.locale}/live/sport/`);
      painted(() => parts.renderLivePrepaint(container, page, actions, frame));
    };
  } else {
    const headings = headingsOf(await homeTexts);
    draw = async () => {
      const [live, upcoming] = await Promise.all([json<{ events: ApiEvent[] }>(prepaintCalls.live(setup, format), fetcher), json<{ events: ApiEvent[] }>(prepaintCalls.upcoming(setup, format), fetcher)]);
      if (state.handedOver) return;
      const sections = prepaintHomeSections({ live: live.events, upcoming: upcoming.events, sports }, settings, format, { t, locale: setup.locale });
      if (sections.every((shown) => shown.cards.length === 0)) return;
      const container = shell([]);
      const frame = frameAt(`/${setup.locale}/`);
      painted(() => renderPrepaint(container, sections, actions, frame, headings));
    };
  }
  await draw();
  if (!state.handedOver && state.container) {
    state.timer = setInterval(() => {
      // An element taken off the page before React took over (a host's unmount, a route
      // change of its own) is not asked for again: no request and no redraw for a page no
      // one sees. A pre-paint that was drawn stays until React's hand-over removes it.
      if (!root.host.isConnected) {
        clearInterval(state.timer);
        state.timer = undefined;
        return;
      }
      void draw().catch(() => undefined);
    }, PREPAINT_REFRESH_MS);
  }
}

/**
 * Pre-paints `element`'s home page when it can be drawn right: an `<sportsbook-app>` not yet
 * upgraded, on the home page, with an odds format known for sure. Anything else (another
 * page, a logged-in bettor whose account may choose the format, odds per brand, an asian
 * coupon, a failed call) leaves the element to React alone. Returns when done or skipped.
 */
export function prepaintElement(element: HTMLElement, fetcher: typeof fetch = fetch.bind(globalThis)): Promise<void> {
  if (element.shadowRoot || customElements.get(element.localName)) return Promise.resolve();
  let storage: Storage | null;
  try {
    storage = globalThis.localStorage;
  } catch {
    // Blocked storage: nothing stored is known (persistence.ts does the same).
    storage = null;
  }
  const setup = readPrepaintSetup(element, { href: document.URL, standalone: document.documentElement.hasAttribute('data-sportsbook-standalone'), storage, viewportWidth: window.innerWidth });
  // Without constructed sheets (old WebViews) React's tree could not be hidden under CSP-safe CSS: React alone then.
  if ('skipped' in setup || !supportsAdoptedSheets(document)) return Promise.resolve();
  // r2wc's constructor takes this root as its own (createSportsbookElement.tsx, attachShadow).
  const root = element.attachShadow({ mode: 'open' });
  const state: PrepaintState = { page: setup.page, container: null, timer: undefined, handedOver: false, stopQueue: () => undefined };
  states.set(root, state);
  return paint(root, state, setup, fetcher).then(
    // Settled once the odds are on screen: the frame that paints them, then a task (as
    // firstOddsShown.ts does), so what waits for the pre-paint does not compete with that frame.
    () => (state.container ? new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))) : undefined),
    () => {
      // A failed call is React's to show and retry: the pre-paint simply does not appear.
    },
  );
}

/**
 * A card off screen is laid out at its intrinsic size (Events.css: `content-visibility: auto`
 * with `contain-intrinsic-height: auto 168px`), its real height only once it has been shown.
 * The pre-paint's cards and React's have different histories (the pre-paint's may have been
 * shown while the host page was still laying out), so the same list could be taller in one
 * tree than in the other, and everything below would move at the hand-over. React's cards take the size the pre-paint's had until they are shown: the
 * `auto` keyword then remembers their own. Through the CSSOM (a strict style-src allows it);
 * React sets no style on these items, so it never writes over it.
 */
function keepCardSizes(container: HTMLElement, root: ShadowRoot): void {
  const heights = new Map<string | undefined, number>();
  for (const item of container.querySelectorAll<HTMLElement>('.sb-event-list__item[data-event-id]')) heights.set(item.dataset.eventId, item.getBoundingClientRect().height);
  for (const item of root.querySelectorAll<HTMLElement>('.sb-event-list__item[data-event-id]')) {
    if (container.contains(item)) continue;
    const height = heights.get(item.dataset.eventId);
    if (height !== undefined && height > 0) item.style.setProperty('contain-intrinsic-height', `auto ${Math.round(height)}px`);
  }
}

/**
 * Embedded, the shell's columns scroll inside the element (a casino page gives it a fixed
 * height), so a bettor who scrolled the pre-paint's lists has moved its column, not the page:
 * React's column, shown in its place, would start at the top (on the casino page and on
 * the site at desktop widths, whose centre column scrolls too). The positions are read by the column's classes, which
 * the frame shares with React's shell (prepaintFrame.ts).
 */
function scrollPositions(container: HTMLElement): { className: string; top: number; left: number }[] {
  return [...container.querySelectorAll<HTMLElement>('.sb-layout__column, .sb-app__content')]
    .filter((element) => element.scrollTop > 0 || element.scrollLeft > 0)
    .map((element) => ({ className: element.className, top: element.scrollTop, left: element.scrollLeft }));
}

/** Gives React's columns, now shown, the scroll positions the pre-paint's had. */
function restoreScrollPositions(root: ShadowRoot, positions: readonly { className: string; top: number; left: number }[]): void {
  for (const { className, top, left } of positions) {
    const selector = `.${className.trim().split(/\s+/).join('.')}`;
    const element = [...root.querySelectorAll<HTMLElement>(selector)].find((candidate) => candidate.getClientRects().length > 0);
    if (!element) continue;
    element.scrollTop = top;
    element.scrollLeft = left;
  }
}

/** The page pre-painted in `root` ('home' or 'live'), or null when there is no pre-paint there. */
export function prepaintedPage(root: ShadowRoot): PrepaintSetup['page'] | null {
  return states.get(root)?.page ?? null;
}

/**
 * React has painted its own odds (or left the pre-painted page): the pre-paint goes, and React's
 * tree shows, in the same task. Later answers draw nothing. Whether anything was handed over.
 */
export function handOverPrepaint(root: ShadowRoot): boolean {
  const state = states.get(root);
  if (!state || state.handedOver) return false;
  state.handedOver = true;
  clearInterval(state.timer);
  state.stopQueue();
  const shown = state.container !== null;
  const scrolled = state.container ? scrollPositions(state.container) : [];
  if (state.container) keepCardSizes(state.container, root);
  state.container?.remove();
  state.container = null;
  if (supportsAdoptedSheets(root)) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== sheetFor(HIDE_REACT) && sheet !== sheetFor(OVERLAY_REACT));
  restoreScrollPositions(root, scrolled);
  if (shown) performance.mark(PREPAINT_MARKS.handedOver);
  return shown;
}

/**
 * Starts the pre-paint of the page's `<sportsbook-app>` (the first; a page has one). Resolves
 * once it has drawn the odds or given up (not the home page, a format not known, a failed
 * call): the loader and the site ask for React's chunks then (prepaintHeadStart.ts).
 */
export function startPrepaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    const start = () => {
      const element = document.querySelector('sportsbook-app');
      if (element instanceof HTMLElement) void prepaintElement(element).then(resolve);
      else resolve();
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
  });
}
