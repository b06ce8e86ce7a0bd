/* global document, window, fetch, URL, URLSearchParams */
// The casino page with the sportsbook widgets (no inline script: the page runs under a
// strict CSP). This file runs before the sportsbook script, so the elements start with
// the attributes it sets.
(function () {
  const query = new URLSearchParams(window.location.search);
  const brand = query.get('brand') || 'eurobet';
  const only = query.get('only');
  const apiBase = document.querySelector('sportsbook-betslip').getAttribute('api-base');

  // ?only=<tag>: the other widgets leave before the sportsbook starts, so their code is never asked for.
  for (const slot of document.querySelectorAll('[data-widget]')) {
    if (only && slot.dataset.widget !== only) slot.remove();
  }
  const liveNow = document.querySelector('sportsbook-live-now');
  if (liveNow) {
    liveNow.setAttribute('sport', query.get('sport') || 'FOOT');
    liveNow.setAttribute('max', query.get('max') || '4');
  }
  const topEvents = document.querySelector('sportsbook-top-events');
  if (topEvents) topEvents.setAttribute('max', query.get('max') || '4');
  for (const element of document.querySelectorAll('sportsbook-betslip, sportsbook-search, sportsbook-live-now, sportsbook-top-events')) {
    element.setAttribute('brand', brand);
    element.setAttribute('locale', query.get('locale') || 'en');
  }

  // ?app=1: a <sportsbook-app> on the page too; the widgets' links and the search move it.
  if (query.get('app') === '1') {
    const slot = document.getElementById('widgets-app-slot');
    const app = document.createElement('sportsbook-app');
    app.setAttribute('api-base', apiBase);
    app.setAttribute('brand', brand);
    app.setAttribute('mode', 'content-embedded');
    slot.append(app);
    slot.hidden = false;
  }

  // The host handles sportsbook-navigate: here it lists the paths; a casino without the app
  // on this page would open its sportsbook page at event.detail.path.
  const log = document.getElementById('widgets-log');
  document.addEventListener('sportsbook-navigate', (event) => {
    const item = document.createElement('li');
    item.textContent = event.detail.path;
    log.append(item);
  });

  // <sportsbook-event> needs an event: ?event=<id>, else the API's first open prematch match.
  const eventSlot = document.getElementById('widgets-event-slot');
  if (!eventSlot) return;
  const showEvent = (eventId) => {
    const widget = document.createElement('sportsbook-event');
    widget.setAttribute('api-base', apiBase);
    widget.setAttribute('brand', brand);
    widget.setAttribute('event-id', eventId);
    eventSlot.append(widget);
  };
  if (query.get('event')) {
    showEvent(query.get('event'));
    return;
  }
  fetch(new URL('xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=20', apiBase))
    .then((response) => response.json())
    .then(({ events }) => {
      const match = events.find((event) => !event.outright && !event.jackpotId);
      if (match) showEvent(match.id);
    });
})();
