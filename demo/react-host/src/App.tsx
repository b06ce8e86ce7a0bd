import { useRef, useState } from 'react';
import type { SportsbookAppElement } from '@sportsbook/sdk';
import { useSportsbookEvent } from './useSportsbookEvent';

type OddsChoice = 'euro' | 'hk' | 'us' | 'malay' | 'indo';

const LANGUAGES = [
  ['en', 'English'],
  ['pt', 'Português'],
] as const;

const ODDS: ReadonlyArray<readonly [OddsChoice, string]> = [
  ['euro', 'Decimal'],
  ['hk', 'Hong Kong'],
  ['us', 'American'],
  ['malay', 'Malay'],
  ['indo', 'Indonesian'],
];

/** The host's stand-in for its own backend: a game token for one of its players. */
async function fetchGameToken(username: string): Promise<string> {
  const response = await fetch('/sandbox/game-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!response.ok || !body.token) throw new Error(body.message ?? `The game token request failed (${response.status}).`);
  return body.token;
}

/**
 * An operator's React 19 app with the sportsbook in it: settings flow down as attributes
 * (React state -> locale, odds-format), state flows up through the typed events, and the
 * host drives the sportsbook through the element's methods (login, logout, navigate).
 */
export function App() {
  const app = useRef<SportsbookAppElement>(null);
  const [locale, setLocale] = useState('en');
  const [oddsFormat, setOddsFormat] = useState<OddsChoice>('euro');
  const [player, setPlayer] = useState<string | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  const [path, setPath] = useState('');
  const [slipCount, setSlipCount] = useState(0);
  const [problem, setProblem] = useState('');

  useSportsbookEvent(document, 'sportsbook-login', (event) => setPlayer(event.detail.username));
  useSportsbookEvent(document, 'sportsbook-logout', () => {
    setPlayer(null);
    setBalance(null);
  });
  useSportsbookEvent(document, 'sportsbook-balance', (event) =>
    setBalance(new Intl.NumberFormat('en', { style: 'currency', currency: event.detail.currency }).format(event.detail.balance)),
  );
  useSportsbookEvent(document, 'sportsbook-navigate', (event) => setPath(event.detail.path));
  useSportsbookEvent(document, 'sportsbook-betslip-change', (event) => setSlipCount(event.detail.count));
  // The bettor may change the language inside the sportsbook too: keep the host's select in step.
  useSportsbookEvent(document, 'sportsbook-language', (event) => setLocale(event.detail.locale));

  async function logIn() {
    setProblem('');
    try {
      await app.current?.login(await fetchGameToken('demo'));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <>
      <header className="host-bar">
        <h1>React host</h1>
        <label>
          Language
          <select value={locale} onChange={(event) => setLocale(event.target.value)}>
            {LANGUAGES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Odds format
          <select value={oddsFormat} onChange={(event) => setOddsFormat(event.target.value as OddsChoice)}>
            {ODDS.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => app.current?.navigate(`/${locale}/live/sport/`)}>
          Live now
        </button>
        {player ? (
          <button type="button" onClick={() => void app.current?.logout()}>
            Log out
          </button>
        ) : (
          <button type="button" onClick={() => void logIn()}>
            Log in as demo
          </button>
        )}
      </header>
      <dl className="host-status" aria-label="Sportsbook state" aria-live="polite">
        <div>
          <dt>Player</dt>
          <dd data-testid="host-player">{player ?? 'logged out'}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd data-testid="host-balance">{balance ?? '–'}</dd>
        </div>
        <div>
          <dt>Page</dt>
          <dd data-testid="host-path">{path || '–'}</dd>
        </div>
        <div>
          <dt>Betslip</dt>
          <dd data-testid="host-slip-count">{slipCount}</dd>
        </div>
        {problem ? (
          <div role="alert">
            <dt>Problem</dt>
            <dd>{problem}</dd>
          </div>
        ) : null}
      </dl>
      <div className="host-layout">
        <main>
          <sportsbook-app ref={app} brand="eurobet" locale={locale} odds-format={oddsFormat} />
        </main>
        <aside aria-label="Betslip">
          <sportsbook-betslip />
        </aside>
      </div>
    </>
  );
}
