/* global document, window, fetch, Option, URL */
// The brand switch demo: the four selects write the attributes of the one
// <sportsbook-app>; the sportsbook applies each change live, without a reload.
(function () {
  const app = document.querySelector('sportsbook-app');
  const brandSelect = document.getElementById('brand-select');
  const languageSelect = document.getElementById('language-select');
  const themeSelect = document.getElementById('theme-select');
  const oddsSelect = document.getElementById('odds-select');
  const languageNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'language' }) : null;
  /** brand id -> { locales, defaultLocale }, from the sandbox's settings. */
  let brands = {};

  function fillLanguages(brandId, wanted) {
    const brand = brands[brandId];
    const locales = brand ? brand.locales : ['en'];
    const locale = locales.includes(wanted) ? wanted : brand ? brand.defaultLocale : 'en';
    languageSelect.replaceChildren(
      ...locales.map((code) => new Option(languageNames ? `${languageNames.of(code)} (${code})` : code, code, false, code === locale)),
    );
    return locale;
  }

  brandSelect.addEventListener('change', () => {
    const locale = fillLanguages(brandSelect.value, languageSelect.value);
    app.setAttribute('brand', brandSelect.value);
    app.setAttribute('locale', locale);
  });
  languageSelect.addEventListener('change', () => app.setAttribute('locale', languageSelect.value));
  // The host's own odds switch: odds-format imposes a format; an empty value gives the
  // choice back to the bettor (a removed attribute keeps the page-wide value, because
  // another element of the page may have set it).
  oddsSelect.addEventListener('change', () => app.setAttribute('odds-format', oddsSelect.value));
  themeSelect.addEventListener('change', () => {
    if (themeSelect.value) app.setAttribute('theme', themeSelect.value);
    else app.removeAttribute('theme');
  });

  // An embedded sportsbook waits for a view to ask for the operator's settings; this page
  // asks once, and every brand change after that fetches the new brand's settings by itself.
  // The script tag is a loader: the page runtime exists once `ready` resolves (created by the
  // element, with its api-base), not when this script runs.
  window.Sportsbook?.ready.then(() => window.Sportsbook.getPageRuntime().runtime.store.settings.load());

  // The operator API is on another origin: the one the sportsbook was given (api-base).
  fetch(new URL('api/all_cached_settings?cached=t&all=t', app.getAttribute('api-base') || document.baseURI))
    .then((response) => (response.ok ? response.json() : {}))
    .then((all) => {
      brands = Object.fromEntries(
        Object.entries(all).map(([id, channels]) => {
          const web = channels.web || {};
          const locales = Array.isArray(web.languages) ? web.languages.map((language) => language.locale || language.id) : ['en'];
          return [id, { locales, defaultLocale: web.default_locale || locales[0] || 'en' }];
        }),
      );
      fillLanguages(brandSelect.value, app.getAttribute('locale') || 'en');
    })
    .catch(() => undefined);
})();
