import type { Page } from '@playwright/test';

/**
 * The page's XSS detector, installed before any script of the page runs (and in every
 * frame): a vector that executes calls `top.__xss(id)` (or, from a frame of another
 * origin, posts `xss:id`), and any dialog counts too. Clobbering is seen by looking for
 * the vectors' `xssClobber<id>` names on window and document.
 */
export async function installXssDetector(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const topWindow = window.top as unknown as { __xssHits?: string[] } | null;
    const report = (id: unknown) => {
      try {
        (topWindow!.__xssHits ??= []).push(String(id));
      } catch {
        // A frame that cannot reach the top reports by message instead.
        window.top?.postMessage(`xss:${String(id)}`, '*');
      }
    };
    // Not writable: a vector that overwrote the detector would hide itself.
    Object.defineProperty(window, '__xss', { value: report, writable: false, configurable: false });
    if (window === window.top) {
      (window as unknown as { __xssHits: string[] }).__xssHits ??= [];
      window.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.startsWith('xss:')) report(event.data.slice(4));
      });
    }
  });
  return { dialogs };
}

/** The ids every executed vector reported, and the clobbering names that reached window or document. */
export async function xssFindings(page: Page, clobberNames: readonly string[]): Promise<{ executed: string[]; clobbered: string[] }> {
  return page.evaluate((names) => {
    const executed = [...((window as unknown as { __xssHits?: string[] }).__xssHits ?? [])];
    const clobbered = names.filter((name) => name in window || name in document);
    return { executed, clobbered };
  }, clobberNames);
}

/**
 * Follows what a bettor could follow in the sportsbook's own DOM (every shadow root): a
 * link, area or SVG link whose address is not http(s), and a form button whose action is
 * not, since those are where a `javascript:` target would run. http(s) targets are left:
 * they would navigate the page away, and script does not run through them.
 */
export async function followScriptableTargets(page: Page): Promise<number> {
  return page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let index = 0; index < roots.length; index += 1) {
      for (const element of roots[index]!.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    const scriptable = (address: string | null) => {
      if (address === null) return false;
      try {
        return !/^https?:$/.test(new URL(address, document.baseURI).protocol);
      } catch {
        return false;
      }
    };
    let followed = 0;
    for (const root of roots) {
      for (const element of root.querySelectorAll<HTMLElement>('a, area, button, input[type=submit], input[type=image]')) {
        const address = element.getAttribute('href') ?? element.getAttribute('xlink:href') ?? element.getAttribute('formaction') ?? (element.closest('form')?.getAttribute('action') ?? null);
        if (!scriptable(address)) continue;
        // The click's error (a blocked javascript: address throws) is the page's, not ours.
        try {
          element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));
          followed += 1;
        } catch {
          followed += 1;
        }
      }
    }
    return followed;
  });
}
