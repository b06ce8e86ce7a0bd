import { expect, test, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FIRST_NAMESPACES, LATER_NAMESPACES } from '../../src/i18n/firstNamespaces.ts';
import { CHUNK_MANIFEST_FILE, staticClosure, type ChunkManifest } from '../../tools/chunkManifestPlugin.ts';
import { BUDGET_ORIGINS } from './origins';

/**
 * The bytes of JavaScript a page downloads before its first odds (issue 19, docs/deployment.md
 * "The script tag is a loader"), on the casino's script-tag page and on the standalone site.
 *
 * Every script whose request started before the first frame that showed an odds button with a
 * price (inside the shadow roots; noted in the page, by Resource Timing) counts, whether or
 * not its answer had finished by then: it competed for the network before the odds. Each file is measured as gzip of its bytes at level 9 with
 * node:zlib (deterministic: independent of the server's compression, cache or timing).
 */
const FIRST_ODDS_GOAL_BYTES = 120_000;
/**
 * What is asserted: the goal is met since the first odds are drawn before React
 * (elements/prepaint, docs/performance.md "First paint before React"): 25,347 (casino, its own
 * casino.js's 1,433 included) and 22,254 (site) on 2026-11-28: the loader or site.js, the
 * pre-paint (lit-html, the odds formatter and the card rules of core, the cards' styles).
 * React's chunks are asked for once those odds are painted (prepaintHeadStart.ts); asked in
 * parallel they had started before the odds and counted: 207,929 (casino) and 235,105
 * (site). Before the pre-paint, React drew the first odds: 249,198 and 246,194. A few KB of
 * margin for the bundler's chunking; never raise it without a reason.
 * Raised to 40,000 (38,573 casino, 35,400 site): the pre-paint draws each card's status and
 * badges in the page's language, so the active language's first-screen texts chunk
 * (texts-en, 7.3 KB) comes before the first odds; React needs that very chunk for its first
 * screen, so the page downloads nothing more in all, only earlier.
 * Raised to 42,500 (40,453 casino, 37,214 site): the pre-paint paints the brand's colours
 * (brandTokens with its contrast rules and the scheme choice, about 1.9 KB), so nothing
 * changes colour at the hand-over; React's BrandTheme uses the same modules, so again the
 * page downloads nothing more in all.
 * Raised to 45,500 (44,658 casino, 41,108 site): issue 22's live cards draw the match
 * tracker's chip and offer a stream only where a player exists, in React and in the
 * pre-paint alike (the tracker's and the stream list's readers, the incidents' words), and
 * the settings channel and publications; the rest of it was 42,003 / 38,449. Trimming it
 * (the live route's pre-paint parts in a chunk of their own) is open in docs/performance.md.
 * Raised to 47,000 (46,188 casino): issue 22's second half reaches the pre-paint too: the
 * classic card's switch (new_event_card_enabled), the bet-builder and jackpot badges, the
 * live page's fallback when the push stream is absent, and the stream and tracker chips'
 * links. Still well under the 120 KB goal; the trimming above would take most of it back.
 * Raised to 48,000 (47,154 casino): issue 23's languages offered, the one date formatter and
 * the runner order reach the pre-paint.
 * Raised to 49,500 (48,672 casino): issue 23's first screen grew by its compact card, the
 * phone's slip bar, the loading skeletons and the elevation scale.
 * Raised to 50,000 (49,534 casino): issue 23's adversarial pass added first-screen texts and
 * code to the slip (the decimal-comma stake message, the closed selection's notice on the
 * phone's bar, the quick-bet panel's slip-wide notices).
 */
const FIRST_ODDS_CEILING_BYTES = 50_000;

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
/** What each ES file carries (tools/chunkManifestPlugin.ts): a chunk is named by its content, not its file name. */
const chunks = JSON.parse(readFileSync(`${dist}${CHUNK_MANIFEST_FILE}`, 'utf8')) as ChunkManifest;

interface Downloaded {
  /** The file under dist/, "chunks/texts-en-x1.js", or the URL when it is not ours. */
  file: string;
  gzipBytes: number;
}

/** The file of dist/ an SDK URL names, or null for anybody else's script. */
function distFileOf(url: string): string | null {
  const { origin, pathname } = new URL(url);
  return origin === BUDGET_ORIGINS.sdk || origin === BUDGET_ORIGINS.api ? pathname.replace(/^\//, '') : null;
}

/**
 * Notes, in the page, the time of the first frame that shows an odds button with a price
 * (inside the elements' shadow roots): a price as digits (1.85, 5/4, +120, -110); an empty
 * or loading button does not count. Taken in the page, frame by frame, because a check from
 * the test sees it only at its next poll, and a request made in between would count.
 */
function noteFirstOddsFrame(): void {
  performance.setResourceTimingBufferSize(2000);
  const state = globalThis as unknown as { __sbFirstOddsAt?: number; __sbFirstOddsBy?: string };
  const shownPrice = (root: Document | ShadowRoot) =>
    [...root.querySelectorAll('button.sb-price')].find((button) => /\d/.test(button.textContent ?? '') && button.getBoundingClientRect().height > 0);
  const look = () => {
    const roots: (Document | ShadowRoot)[] = [document, ...[...document.querySelectorAll('sportsbook-app, sportsbook-betslip, sportsbook-mybets')].flatMap((element) => (element.shadowRoot ? [element.shadowRoot] : []))];
    const shown = roots.map(shownPrice).find(Boolean);
    if (shown) {
      state.__sbFirstOddsAt = performance.now();
      // Who drew it: the first paint before React (elements/prepaint) marks its buttons.
      state.__sbFirstOddsBy = shown.hasAttribute('data-prepaint-outcome') ? 'prepaint' : 'react';
    } else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Loads `address` and returns every script whose request started before the first frame with odds. */
async function scriptsBeforeFirstOdds(page: Page, address: string): Promise<{ downloaded: Downloaded[]; paintedBy: string }> {
  const responses = new Map<string, Response>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) responses.set(response.url(), response);
  });
  await page.addInitScript(noteFirstOddsFrame);
  await page.goto(address);
  await expect.poll(() => page.evaluate(() => (globalThis as unknown as { __sbFirstOddsAt?: number }).__sbFirstOddsAt ?? null), { timeout: 30_000 }).not.toBeNull();
  // A script asked for before the odds that is still downloading has no timing entry yet:
  // the count waits until every script started before them has its entry and its answer.
  const startedBefore = async () =>
    page.evaluate(() => {
      const at = (globalThis as unknown as { __sbFirstOddsAt: number }).__sbFirstOddsAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= at && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name);
    });
  let urls = await startedBefore();
  await expect
    .poll(
      async () => {
        const now = await startedBefore();
        const settled = now.length === urls.length && now.every((url) => responses.has(url));
        urls = now;
        return settled;
      },
      { intervals: [500], timeout: 15_000 },
    )
    .toBe(true);
  const downloaded = await Promise.all(urls.map(async (url) => ({ file: distFileOf(url) ?? url, gzipBytes: gzipSync(await responses.get(url)!.body(), { level: 9 }).length })));
  return { downloaded, paintedBy: await page.evaluate(() => (globalThis as unknown as { __sbFirstOddsBy: string }).__sbFirstOddsBy) };
}

/** Which dist/ files carry code of `source` (an npm package, or one of our folders). */
const filesCarrying = (source: string) => Object.entries(chunks).filter(([, chunk]) => chunk.sources.some((carried) => carried === source || carried.startsWith(`${source}/`))).map(([file]) => file);

/** The namespaces of `language` each of `files` carries (src/i18n/locales/<language>/<namespace>.json), per file. */
const namespacesIn = (files: string[], language: string) =>
  files.map((file) => (chunks[file]?.texts ?? []).filter((text) => text.startsWith(`${language}/`)).map((text) => text.slice(language.length + 1)).sort());

/** The file of a language's texts that the first screen does not show (src/i18n/firstNamespaces.ts), loaded after the odds. */
const laterTextsFile = (language: string) => filesCarrying(`src/i18n/locales/${language}`).find((file) => namespacesIn([file], language)[0]?.includes(LATER_NAMESPACES[0] as string));

function report(label: string, downloaded: Downloaded[]): number {
  const total = downloaded.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  console.log(`${label}: ${downloaded.length} scripts, ${total} bytes gzip before first odds\n${downloaded.map(({ file, gzipBytes }) => `  ${String(gzipBytes).padStart(7)} ${file}`).join('\n')}`);
  return total;
}

const PAGES = [
  { name: 'the casino’s script-tag page', address: `${BUDGET_ORIGINS.hostPages}/demo/casino.html`, language: 'en' },
  { name: 'the standalone site', address: `${BUDGET_ORIGINS.api}/en/`, language: 'en' },
] as const;

test.describe('JavaScript before the first odds', () => {
  test('the check finds what it looks for in dist/: the texts of each language in their two parts, DOMPurify and lit-html', () => {
    for (const language of ['en', 'fr', 'es', 'pt', 'sw']) {
      // One file with the first screen's namespaces, one with the rest (vite.config.ts, textsChunkOf).
      expect(namespacesIn(filesCarrying(`src/i18n/locales/${language}`), language).sort(), language).toEqual([[...FIRST_NAMESPACES].sort(), [...LATER_NAMESPACES].sort()].sort());
    }
    expect(filesCarrying('dompurify').length).toBeGreaterThan(0);
    expect(filesCarrying('lit-html').length).toBeGreaterThan(0);
  });

  // The sandbox's pages all show operator HTML (its layouts carry HTML widgets), so DOMPurify
  // is rightly fetched there, beside the odds: what is checked is that no code a page
  // starts from pulls it, so a page without operator HTML never downloads it.
  test('DOMPurify is loaded only by operator HTML: neither entry nor any element’s feature imports it statically', () => {
    const features = Object.keys(chunks).filter((file) => /^chunks\/(appShell|betslip|myBets)Feature-/.test(file));
    expect(features.length).toBe(3);
    for (const start of ['script-tag.js', 'sportsbook.js', ...features]) {
      expect(staticClosure(chunks, start).filter((file) => filesCarrying('dompurify').includes(file)), start).toEqual([]);
    }
  });

  // The figure is a page's on a running operator. The budget sandbox's first answers (its
  // 500-event world, a cold Node process) were seen to pass the pre-paint's 1.5 s head start
  // once, straight after the build, and React then drew the odds: a cold server's time, not
  // the SDK's bytes. Each page is opened once, unmeasured, in its own context first.
  test.beforeAll(async ({ browser }) => {
    for (const { address } of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(noteFirstOddsFrame);
      await page.goto(address);
      await expect.poll(() => page.evaluate(() => (globalThis as unknown as { __sbFirstOddsAt?: number }).__sbFirstOddsAt ?? null), { timeout: 30_000 }).not.toBeNull();
      await context.close();
    }
  });

  for (const { name, address, language } of PAGES) {
    test(`${name}: the first odds drawn before React, at most ${FIRST_ODDS_CEILING_BYTES} bytes gzip (goal ${FIRST_ODDS_GOAL_BYTES} met), no texts but the active language’s first screen's, lit-html only through the pre-paint; its other texts after the odds`, async ({ page }) => {
      const { downloaded, paintedBy } = await scriptsBeforeFirstOdds(page, address);
      const total = report(name, downloaded);
      // The first odds on screen are the pre-paint's (elements/prepaint), not React's: what the figure is about.
      expect(paintedBy, 'who painted the first odds').toBe('prepaint');
      const files = downloaded.map(({ file }) => file);
      const otherLanguages = ['en', 'fr', 'es', 'pt', 'sw'].filter((other) => other !== language).flatMap((other) => filesCarrying(`src/i18n/locales/${other}`));
      expect(files.filter((file) => otherLanguages.includes(file)), 'texts of a language the page does not show').toEqual([]);
      const textFiles = files.filter((file) => filesCarrying(`src/i18n/locales/${language}`).includes(file));
      // At most one file of the language's texts, the first screen's (the pre-paint needs none; React's
      // shell may have asked for it by then): the rest waits for the odds.
      expect(namespacesIn(textFiles, language).filter((namespaces) => namespaces.join() !== [...FIRST_NAMESPACES].sort().join()), `${language} texts other than the first screen's`).toEqual([]);
      expect(textFiles.length, `files of ${language} texts`).toBeLessThanOrEqual(1);
      // lit-html draws the pre-paint: it may come only as one of the pre-paint's own files.
      const prepaintFiles = staticClosure(chunks, 'prepaint.js');
      expect(files.filter((file) => filesCarrying('lit-html').includes(file) && !prepaintFiles.includes(file)), 'lit-html other than the pre-paint’s').toEqual([]);
      expect(total, `${name}: ${total} bytes gzip of JavaScript before the first odds (goal ${FIRST_ODDS_GOAL_BYTES})`).toBeLessThanOrEqual(FIRST_ODDS_CEILING_BYTES);
      // ... and once the odds are on screen the other texts follow by themselves, before any page or dialog asks.
      const later = laterTextsFile(language);
      expect(later, `a file of ${language}'s later texts in dist/`).toBeDefined();
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)), { timeout: 15_000 })
        .toContainEqual(expect.stringMatching(new RegExp(`/${(later ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)));
    });
  }
});
