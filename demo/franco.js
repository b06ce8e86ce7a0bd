/* global document, fetch, navigator, FormData, URL */
// The franco host page: its own login form gets an access token from the session service
// (POST /franco/accounts/sessions) and sets it on <sportsbook-login-status>; the widget
// shows name and balance. When the widget logs out (or the token is refused), the casino
// forgets the token; when the player presses the widget's "Log in", the casino's form takes over.
(function () {
  const widget = document.querySelector('sportsbook-login-status');
  const form = document.getElementById('casino-login');
  const status = document.getElementById('casino-login-status');

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    status.textContent = 'Logging in…';
    // The session service is part of the operator API, on the origin the widget was given (api-base).
    const response = await fetch(new URL('franco/accounts/sessions?l=en&mc=mobile', widget.getAttribute('api-base') || document.baseURI), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: data.get('username'),
        password: data.get('password'),
        device: { clientType: 'Browser', deviceType: /Mobi/.test(navigator.userAgent) ? 'Mobile' : 'Desktop', deviceId: 'franco-demo' },
      }),
    });
    const body = await response.json();
    if (!response.ok) {
      status.textContent = `Login refused: ${body.message || response.status}`;
      return;
    }
    status.textContent = `Logged in to the casino as ${data.get('username')}.`;
    form.hidden = true;
    widget.setAttribute('token', body.accessToken);
  });

  widget.addEventListener('sportsbook-logout', () => {
    widget.removeAttribute('token');
    form.hidden = false;
    status.textContent = 'Logged out of the casino.';
  });

  // The casino has its own login: it takes the widget's request and shows its form.
  widget.addEventListener('sportsbook-login-requested', (event) => {
    event.preventDefault();
    form.hidden = false;
    form.querySelector('input[name="username"]').focus();
  });
})();
