/* global document, window, fetch, URL, URLSearchParams, console */
// The operator page with only <sportsbook-betslip> and <sportsbook-mybets> (no inline
// script: the page runs under a strict CSP). This file runs before the sportsbook script,
// so the elements start with their attributes; its buttons are for people trying the page
// (the end-to-end test drives the elements' own methods).
(function () {
  const query = new URLSearchParams(window.location.search);
  const brand = query.get('brand') || 'kingsbet';
  const betslip = document.querySelector('sportsbook-betslip');
  const myBets = document.querySelector('sportsbook-mybets');
  for (const element of [betslip, myBets]) {
    element.setAttribute('brand', brand);
    element.setAttribute('locale', query.get('locale') || 'en');
    if (query.get('theme')) element.setAttribute('theme', query.get('theme'));
  }
  const sidebar = Number(query.get('sidebar'));
  // CSSOM, not a style attribute: the page's CSP allows no inline styles.
  if (sidebar > 0) document.documentElement.style.setProperty('--alone-sidebar-width', `${sidebar}px`);
  if (query.get('host') === 'hostile') {
    // The casino's hostile stylesheet and a right-to-left page: none of it may reach the sportsbook.
    document.documentElement.dir = 'rtl';
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/demo/hostile.css';
    document.head.append(link);
  }

  /** The sandbox player of each brand (every password is demo1234; docs/api.md). */
  const PLAYERS = { eurobet: 'demo', kingsbet: 'kings', safaribet: 'safari', jambobet: 'jambo' };
  const status = document.getElementById('alone-status');

  async function logIn() {
    // The operator's backend checks its player and issues a game token (the sandbox stands
    // in, on this page's own origin, as a casino's backend is).
    const response = await fetch('/sandbox/game-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: PLAYERS[brand] || brand, password: 'demo1234' }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(body.message || `Login failed (${response.status}).`);
    await betslip.login(body.token);
    status.textContent = `Signed in as ${body.username}`;
  }

  /** An outcome of the latest-starting prematch football fixture with an open market. */
  async function addSelection() {
    // The operator API is on another origin: the one the elements were given (api-base).
    const response = await fetch(new URL('xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=40&includeMarkets=true', betslip.getAttribute('api-base') || document.baseURI));
    const { events } = await response.json();
    const outcome = events
      .sort((a, b) => b.startTime.localeCompare(a.startTime))
      .flatMap((event) => event.markets.filter((market) => market.status === 'open'))
      .flatMap((market) => market.outcomes.filter((candidate) => !candidate.hidden))[0];
    if (!outcome) throw new Error('No open prematch outcome right now.');
    await betslip.addSelection(outcome.id);
  }

  const report = (failure) => {
    status.textContent = failure instanceof Error ? failure.message : String(failure);
    console.error(failure);
  };
  document.getElementById('alone-login').addEventListener('click', () => logIn().catch(report));
  document.getElementById('alone-add').addEventListener('click', () => addSelection().catch(report));
})();
