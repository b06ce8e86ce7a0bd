/**
 * The sandbox partner page's one script and one stylesheet, served as files so the page runs
 * under a Content-Security-Policy without 'unsafe-inline'. The script plays the race (polls
 * the race, takes the bettor's pick and stake, shows the bets and their results) and is the
 * partner's side of the frame contract (docs/virtuals.md "The frame's messages"): framed, it
 * posts { type: 'sportsbook-partner', action } to the sportsbook page's origin only
 * (embed_origin, checked by the server), never to '*'. Everything it writes is text (no
 * markup from data).
 */
export const PARTNER_PAGE_SCRIPT = `(() => {
  'use strict';
  const body = document.body;
  const main = document.querySelector('main');
  const target = body.dataset.embedOrigin || '';
  const framed = window.parent !== window;
  const post = (action, extra) => {
    if (framed && target) window.parent.postMessage(Object.assign({ type: 'sportsbook-partner', action: action }, extra || {}), target);
  };
  let last = 0;
  const resize = () => {
    const height = Math.ceil(main.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      post('resize', { height: height });
    }
  };
  resize();
  if ('ResizeObserver' in window) new ResizeObserver(resize).observe(main);
  if (body.dataset.expired === 'true') {
    post('session-expired');
    return;
  }

  const token = body.dataset.token;
  const api = body.dataset.api;
  const q = (selector) => document.querySelector(selector);
  const title = q('[data-race-title]');
  const phase = q('[data-race-phase]');
  const clock = q('[data-race-clock]');
  const runnersBox = q('[data-runners]');
  const track = q('[data-track]');
  const form = q('[data-bet-form]');
  const stakeInput = q('input[name="stake"]');
  const submit = q('[data-place]');
  const message = q('[data-bet-message]');
  const balance = q('[data-balance]');
  const betsBody = q('[data-bets]');
  const noBets = q('[data-no-bets]');
  let raceId = null;
  let shownPhase = null;
  let expired = false;
  const settled = new Map();

  const text = (element, value) => {
    if (element && element.textContent !== value) element.textContent = value;
  };
  const endSession = () => {
    if (expired) return;
    expired = true;
    main.replaceChildren();
    const heading = document.createElement('h1');
    heading.textContent = 'Your game session has ended';
    const note = document.createElement('p');
    note.textContent = 'Return to the sportsbook to start a new one.';
    main.append(heading, note);
    post('session-expired');
  };
  const call = async (method, path, json) => {
    const response = await fetch(api + path, { method: method, headers: Object.assign({ authorization: 'Bearer ' + token }, json ? { 'content-type': 'application/json' } : {}), body: json ? JSON.stringify(json) : undefined, cache: 'no-store' });
    if (response.status === 401) {
      endSession();
      throw new Error('expired');
    }
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) throw Object.assign(new Error(answer.message || 'The partner could not take that.'), { shown: true });
    return answer;
  };

  const buildRunners = (race) => {
    runnersBox.replaceChildren();
    track.replaceChildren();
    for (const runner of race.runners) {
      const label = document.createElement('label');
      label.className = 'runner';
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'runner';
      input.value = String(runner.number);
      const name = document.createElement('span');
      name.className = 'runner__name';
      name.textContent = runner.number + '. ' + runner.name;
      const price = document.createElement('span');
      price.className = 'runner__price';
      price.textContent = runner.price;
      label.append(input, name, price);
      runnersBox.append(label);
      const lane = document.createElement('div');
      lane.className = 'lane';
      const horse = document.createElement('span');
      horse.className = 'horse';
      horse.textContent = String(runner.number);
      lane.append(horse);
      track.append(lane);
    }
  };

  const seconds = (ms) => Math.max(0, Math.ceil(ms / 1000));
  const draw = (view) => {
    const race = view.race;
    if (race.id !== raceId) {
      raceId = race.id;
      buildRunners(race);
      text(message, '');
    }
    text(title, 'Race ' + race.number);
    if (race.phase !== shownPhase) {
      shownPhase = race.phase;
      const winner = race.runners.find((runner) => runner.number === race.winner);
      text(phase, race.phase === 'betting' ? 'Betting is open.' : race.phase === 'running' ? 'They are off! Betting is closed.' : 'Result: ' + (winner ? winner.number + '. ' + winner.name : '') + ' won.');
      for (const input of runnersBox.querySelectorAll('input')) input.disabled = race.phase !== 'betting';
      submit.disabled = race.phase !== 'betting';
      stakeInput.disabled = race.phase !== 'betting';
    }
    text(clock, race.phase === 'betting' ? 'Betting closes in ' + seconds(race.startsAt - view.now) + ' s' : race.phase === 'running' ? 'Finish in ' + seconds(race.endsAt - view.now) + ' s' : 'Next race in ' + seconds(race.nextRaceAt - view.now) + ' s');
    const span = race.endsAt - race.startsAt;
    const progress = race.phase === 'betting' ? 0 : race.phase === 'finished' ? 1 : Math.min(1, (view.now - race.startsAt) / span);
    track.querySelectorAll('.horse').forEach((horse, index) => {
      const runner = race.runners[index];
      const pace = runner ? 0.75 + ((runner.number * 37 + race.number * 11) % 25) / 100 : 1;
      const done = race.phase === 'finished' ? (runner && runner.number === race.winner ? 1 : 0.9 * pace) : Math.min(1, progress * pace);
      horse.style.left = 'calc(' + (done * 100).toFixed(1) + '% - ' + (done * 28).toFixed(1) + 'px)';
    });
    text(balance, view.balance.text);
    let changed = false;
    for (const bet of view.bets) {
      if (settled.has(bet.id) && settled.get(bet.id) !== bet.status && bet.status !== 'open') changed = true;
      settled.set(bet.id, bet.status);
    }
    if (changed) post('balance-changed');
    noBets.hidden = view.bets.length > 0;
    betsBody.closest('table').hidden = view.bets.length === 0;
    betsBody.replaceChildren(
      ...view.bets.map((bet) => {
        const row = document.createElement('tr');
        row.dataset.bet = bet.id;
        row.dataset.status = bet.status;
        for (const value of [bet.race, bet.runnerText, bet.stakeText, bet.price, bet.status === 'open' ? 'Running' : bet.status === 'won' ? 'Won' : 'Lost', bet.returnsText]) {
          const cell = document.createElement('td');
          cell.textContent = value;
          row.append(cell);
        }
        return row;
      }),
    );
  };

  let polling = null;
  const refresh = async () => {
    try {
      draw(await call('GET', '/race'));
    } catch (caught) {
      if (!expired && !caught.shown) text(clock, 'Connection lost, trying again…');
    }
    if (!expired) polling = setTimeout(refresh, 1000);
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const picked = runnersBox.querySelector('input:checked');
    if (!picked) {
      text(message, 'Choose a runner first.');
      return;
    }
    submit.disabled = true;
    try {
      const answer = await call('POST', '/bets', { raceId: raceId, runner: Number(picked.value), stake: stakeInput.value.trim() });
      text(message, 'Bet placed: ' + answer.bet.stakeText + ' on ' + answer.bet.runnerText + ' at ' + answer.bet.price + '.');
      post('balance-changed');
      clearTimeout(polling);
      await refresh();
    } catch (caught) {
      if (!expired) text(message, caught.message);
    } finally {
      if (shownPhase === 'betting') submit.disabled = false;
    }
  });

  refresh();
})();
`;

export const PARTNER_PAGE_STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; background: #ecfdf5; }
body { margin: 0; }
main { max-width: 960px; margin: 0 auto; padding: 16px; box-sizing: border-box; }
.top { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; align-items: baseline; }
.brand { margin: 0; font-size: 13px; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; color: #065f46; }
.player { margin: 0; font-size: 14px; }
h1 { margin: 12px 0; font-size: 22px; }
h2 { margin: 0 0 4px; font-size: 18px; }
.race { background: #fff; border: 1px solid #a7f3d0; border-radius: 8px; padding: 16px; }
.race__status { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0 0 12px; }
.race__status p { margin: 0; }
.clock { font-variant-numeric: tabular-nums; color: #334155; }
.track { position: relative; display: grid; gap: 4px; margin: 0 0 16px; padding: 8px; border-radius: 6px; background: repeating-linear-gradient(90deg, #166534 0 40px, #15803d 40px 80px); }
.lane { position: relative; height: 28px; border-bottom: 1px dashed rgba(255,255,255,.4); }
.horse { position: absolute; top: 0; left: 0; width: 28px; height: 28px; border-radius: 50%; background: #fde68a; color: #0f172a; font-weight: 700; display: grid; place-items: center; transition: left 1s linear; }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
legend { font-weight: 700; margin-bottom: 8px; }
.runners { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 8px; }
.runner { display: flex; align-items: center; gap: 8px; min-height: 44px; padding: 4px 12px; border: 1px solid #94a3b8; border-radius: 6px; cursor: pointer; }
.runner:has(input:checked) { border-color: #047857; background: #ecfdf5; box-shadow: inset 0 0 0 1px #047857; }
.runner__name { flex: 1; }
.runner__price { font-weight: 700; font-variant-numeric: tabular-nums; }
form { display: grid; gap: 12px; }
label.stake { display: grid; gap: 6px; font-weight: 600; max-width: 240px; }
input[type="radio"] { width: 18px; height: 18px; margin: 0; }
input[name="stake"] { font: inherit; min-height: 44px; padding: 8px 12px; border: 1px solid #64748b; border-radius: 6px; box-sizing: border-box; }
input:focus-visible, button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
button { font: inherit; font-weight: 700; min-height: 44px; padding: 10px 20px; border: 0; border-radius: 6px; background: #047857; color: #fff; cursor: pointer; justify-self: start; }
button:disabled { background: #64748b; cursor: not-allowed; }
.message { margin: 0; min-height: 24px; font-weight: 600; }
.bets { margin-top: 16px; }
table { width: 100%; border-collapse: collapse; font-size: 14px; background: #fff; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #d1d5db; }
tr[data-status="won"] td { color: #065f46; font-weight: 700; }
@media (max-width: 480px) {
  main { padding: 12px; }
  .race { padding: 12px; }
  table { font-size: 13px; }
  th, td { padding: 6px 4px; }
  /* The race's id is the least a bettor needs on a phone: the table fits without a scroller. */
  th:first-child, td:first-child { display: none; }
}
`;
