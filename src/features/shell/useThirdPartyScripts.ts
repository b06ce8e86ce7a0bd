import { useSignal, useSignalEffect } from '@preact/signals-react';
import { useEffect } from 'react';
import { readThirdPartyScripts, type ThirdPartyScript } from './thirdPartyScripts';
import type { SettingsModel } from '../../store';
import { afterFirstOddsShown } from '../../ui/firstOddsShown';

/** Marks the script elements this hook added, so a settings change adds only new ones. */
const OWNED = 'data-sportsbook-third-party';

/**
 * The operator's third_party_scripts (spec 3; docs/settings.md), on the standalone site only:
 * a sportsbook element on an operator's page never adds scripts to someone else's document.
 * They load after the page's first odds (odds first, issue 19), async, from http(s) addresses
 * only, with the page's nonce when the page's own scripts carry one (a nonce-based CSP) and
 * the operator's integrity when given. A script that fails to load or throws stays its own
 * failure: the sportsbook runs on, and the console says which script failed. Scripts cannot
 * be unloaded: one removed from the settings stays until the next page load.
 */
export function useThirdPartyScripts(settings: SettingsModel, owned: boolean): void {
  const oddsShown = useSignal(false);
  useEffect(() => {
    if (!owned) return;
    let current = true;
    void afterFirstOddsShown().then(() => {
      if (current) oddsShown.value = true;
    });
    return () => void (current = false);
  }, [owned, oddsShown]);
  useSignalEffect(() => {
    const value = settings.raw.value?.third_party_scripts;
    if (!owned || !oddsShown.value) return;
    const { scripts, skipped } = readThirdPartyScripts(value, document.baseURI);
    for (const problem of skipped) console.warn(`Sportsbook: third_party_scripts: ${problem}`);
    const present = new Set([...document.head.querySelectorAll<HTMLScriptElement>(`script[${OWNED}]`)].map((element) => element.src));
    for (const script of scripts) if (!present.has(script.src)) document.head.append(scriptElement(script));
  });
}

function scriptElement(script: ThirdPartyScript): HTMLScriptElement {
  const element = document.createElement('script');
  element.async = true;
  // The page's own nonce: under a nonce-based CSP a script we add needs it; without one it is ignored.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) element.nonce = nonce;
  if (script.integrity !== null) element.integrity = script.integrity;
  if (script.crossOrigin !== null) element.crossOrigin = script.crossOrigin;
  element.setAttribute(OWNED, '');
  element.addEventListener('error', () => console.warn(`Sportsbook: the operator's script ${script.src} (third_party_scripts) could not be loaded; the sportsbook runs without it.`));
  element.src = script.src;
  return element;
}
