/* global document, window, fetch, customElements, URLSearchParams, FormData, console */
// The casino's own code (no inline script: the page runs under a strict CSP).
// - The casino logs its player in with its own form and backend, then hands the game token
//   to the sportsbook: app.login(token).
// - Its header shows the player and balance from the sportsbook's events.
// - When the bettor asks to log in inside the sportsbook, the casino opens ITS form
//   (sportsbook-login-requested, preventDefault()).
(function () {
  const app = document.querySelector('sportsbook-app');
  const loginButton = document.getElementById('casino-login');
  const logoutButton = document.getElementById('casino-logout');
  const player = document.getElementById('casino-player');
  const playerName = document.getElementById('casino-player-name');
  const balance = document.getElementById('casino-balance');
  const balanceAmount = document.getElementById('casino-balance-amount');
  const dialog = document.getElementById('casino-login-dialog');
  const form = document.getElementById('casino-login-form');
  const error = document.getElementById('casino-login-error');
  const submit = document.getElementById('casino-login-submit');
  let currency = '';

  function showLoggedIn(loggedIn) {
    loginButton.hidden = loggedIn;
    logoutButton.hidden = !loggedIn;
    player.hidden = !loggedIn;
    balance.hidden = !loggedIn || balanceAmount.textContent === '';
  }

  function openLogin() {
    error.textContent = '';
    form.reset();
    dialog.showModal();
    document.getElementById('casino-username').focus();
  }

  /** The casino backend checks the password and issues a game token (the sandbox stands in). */
  async function casinoLogin(username, password) {
    const response = await fetch('/sandbox/game-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(body.message || `Login failed (${response.status}).`);
    return body.token;
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    submit.disabled = true;
    error.textContent = '';
    try {
      const token = await casinoLogin(String(data.get('username')), String(data.get('password')));
      await app.login(token);
      dialog.close();
    } catch (failure) {
      error.textContent = failure instanceof Error ? failure.message : String(failure);
    } finally {
      submit.disabled = false;
    }
  });
  document.getElementById('casino-login-cancel').addEventListener('click', () => dialog.close());
  loginButton.addEventListener('click', openLogin);
  logoutButton.addEventListener('click', () => {
    app.logout().catch((failure) => console.error('Casino: logout failed', failure));
  });

  // The sportsbook asks for a login (its Login button, a bet while logged out): this casino
  // owns login, so it cancels ours and opens its own form.
  document.addEventListener('sportsbook-login-requested', (event) => {
    event.preventDefault();
    openLogin();
  });
  document.addEventListener('sportsbook-login', (event) => {
    playerName.textContent = event.detail.username;
    currency = event.detail.currency;
    showLoggedIn(true);
  });
  document.addEventListener('sportsbook-logout', () => {
    playerName.textContent = '';
    balanceAmount.textContent = '';
    showLoggedIn(false);
  });
  document.addEventListener('sportsbook-balance', (event) => {
    currency = event.detail.currency || currency;
    balanceAmount.textContent = new Intl.NumberFormat('en', { style: 'currency', currency }).format(event.detail.balance);
    balance.hidden = player.hidden;
  });

  // A game launch link (/demo/casino.html?token=...) logs the player straight in.
  const launchToken = new URLSearchParams(window.location.search).get('token');
  if (launchToken) {
    customElements.whenDefined('sportsbook-app').then(() => app.login(launchToken)).catch((failure) => console.error('Casino: the launch token was refused', failure));
  }
})();
