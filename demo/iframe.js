/* global document, window */
// The iframe host page: one call mounts the framed sportsbook; the controls send it
// commands, and every message it sends is listed in the log.
(function () {
  const log = document.getElementById('event-log');
  const languageSelect = document.getElementById('language-select');
  const outcomeInput = document.getElementById('outcome-input');

  const container = document.getElementById('sportsbook');
  // The operator's standalone site, on its own origin (the page says where, data-site).
  const frame = window.SportsbookFrame.mount(container, {
    src: container.dataset.site,
    brand: 'eurobet',
    locale: 'en',
    channel: 'casino-main',
    title: 'Sportsbook',
    onEvent(type, payload) {
      const item = document.createElement('li');
      item.textContent = `${type} ${JSON.stringify(payload)}`;
      log.prepend(item);
      if (type === 'language' && payload && languageSelect.value !== payload.locale) languageSelect.value = payload.locale;
    },
  });

  languageSelect.addEventListener('change', () => frame.setLocale(languageSelect.value));
  for (const button of document.querySelectorAll('button[data-path]')) {
    // Paths without a locale get the sportsbook's current one.
    button.addEventListener('click', () => frame.navigate(button.dataset.path));
  }
  document.getElementById('add-selection').addEventListener('click', () => {
    if (outcomeInput.value.trim()) frame.addSelection(outcomeInput.value.trim());
  });
})();
