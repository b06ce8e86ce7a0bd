/**
 * Compile-time checks of the elements' React 19 JSX, methods and globals (run by
 * `npm run typecheck`). Each `@ts-expect-error` must stay an error, or the check fails.
 */
import { useRef } from 'react';
import type { SportsbookAppElement, SportsbookBetslipElement, SportsbookReadyInfo } from '../../elements/index';
import { init, ready } from '../../elements/index';

export function Host() {
  const app = useRef<SportsbookAppElement>(null);
  return (
    <>
      <sportsbook-app
        ref={app}
        brand="lucky-star"
        locale="de"
        odds-format="hk"
        theme="dark"
        mode="embedded"
        routing="hash"
        base-path="/sports"
        host-origin="https://casino.example.com"
        channel="main"
        className="sportsbook"
        onsportsbook-ready={(event) => {
          const capabilities: string[] = event.detail.capabilities;
          void capabilities;
        }}
        onsportsbook-language={(event) => void event.detail.previousLocale}
      />
      <sportsbook-betslip onsportsbook-balance={(event) => void event.detail.currency} />
      <sportsbook-mybets locale="en" />
      {/* @ts-expect-error "decimal" is not an odds format (euro, hk, us, malay, indo) */}
      <sportsbook-app odds-format="decimal" />
      {/* @ts-expect-error mode is one of standalone, embedded, content-embedded, native-app, franco */}
      <sportsbook-betslip mode="iframe" />
      {/* TypeScript never rejects an unknown hyphenated JSX attribute, so a misspelt event prop cannot be caught; its value type is. */}
      {/* @ts-expect-error a sportsbook-language listener gets the language event, not a string */}
      <sportsbook-app onsportsbook-language={(event: string) => void event} />
      {/* @ts-expect-error the ready event's detail has no balance */}
      <sportsbook-app onsportsbook-ready={(event) => void event.detail.balance} />
      <sportsbook-betslip onsportsbook-betslip-change={(event) => void event.detail.outcomeIds.join()} />
      <sportsbook-login-status
        mode="franco"
        locale="fr"
        api-base="https://franco.casino.example/"
        token="access-token"
        host-origin="https://casino.example.com"
        onsportsbook-login-requested={(event) => event.preventDefault()}
        onsportsbook-balance={(event) => void event.detail.balance.toFixed(2)}
      />
      {/* @ts-expect-error the widget's mode is one of standalone, embedded, content-embedded, native-app, franco */}
      <sportsbook-login-status mode="iframe" />
      {/* @ts-expect-error a login-requested listener gets the event, not its detail */}
      <sportsbook-login-status onsportsbook-login-requested={(detail: { username: string }) => void detail} />
    </>
  );
}

export function useProperties(): void {
  const app = document.createElement('sportsbook-app');
  app.apiBase = 'https://api.casino.example/';
  app.brand = 'eurobet';
  app.token = null;
  const routing: string | null | undefined = app.routing;
  // @ts-expect-error attribute values are strings
  app.apiBase = 5;
  const widget = document.createElement('sportsbook-login-status');
  widget.token = 'access-token';
  widget.hostOrigin = undefined;
  // @ts-expect-error the widget has only its six attributes as properties (no odds format)
  widget.oddsFormat = 'us';
  // @ts-expect-error the widget has no page methods
  widget.navigate('/live/sport/');
  void routing;
}

export async function useMethods(betslip: SportsbookBetslipElement): Promise<void> {
  betslip.navigate('/live/sport/');
  await betslip.login('game-token');
  await betslip.addSelection('outcome-1');
  betslip.removeSelection('outcome-1');
  await betslip.logout();
  // @ts-expect-error navigate takes a path string
  betslip.navigate({ path: '/' });
  // @ts-expect-error removeSelection returns nothing to wait for
  await betslip.removeSelection('outcome-1').then(() => undefined);
  const info: SportsbookReadyInfo = await ready;
  const again: SportsbookReadyInfo = await init({ brand: 'lucky-star', oddsFormat: 'us' });
  // @ts-expect-error init takes the settings' names (oddsFormat), not attribute names
  void init({ 'odds-format': 'us' });
  void [info, again];
}
