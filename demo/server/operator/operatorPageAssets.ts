/**
 * The operator pages' one script and one stylesheet, served as files so the pages run under a
 * Content-Security-Policy without 'unsafe-inline' (as every demo page does). The script is
 * the page's side of the sportsbook's frame contract (docs/account-cashier.md): framed, it
 * posts { type: 'sportsbook-operator', action: 'resize' | 'done' | 'close' } to the
 * sportsbook page's origin (the return_url's, checked by the server), never to '*'.
 */
export const OPERATOR_PAGE_SCRIPT = `(() => {
  'use strict';
  const body = document.body;
  const target = body.dataset.returnOrigin || '';
  const framed = window.parent !== window;
  const post = (action, extra) => {
    if (framed && target) window.parent.postMessage(Object.assign({ type: 'sportsbook-operator', action: action }, extra || {}), target);
  };
  if (framed) document.documentElement.classList.add('framed');
  let last = 0;
  const resize = () => {
    // The body's own height: the document's scroll height is never less than the frame's.
    const height = Math.ceil(body.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      post('resize', { height: height });
    }
  };
  resize();
  if ('ResizeObserver' in window) new ResizeObserver(resize).observe(body);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && framed) post('close');
  });
  for (const link of document.querySelectorAll('[data-operator-done]')) {
    link.addEventListener('click', (event) => {
      if (!framed) return;
      event.preventDefault();
      post('done');
    });
  }
  for (const link of document.querySelectorAll('[data-operator-close]')) {
    link.addEventListener('click', (event) => {
      if (!framed) return;
      event.preventDefault();
      post('close');
    });
  }
  const first = document.querySelector('[aria-invalid="true"]') || document.querySelector('[data-autofocus]');
  if (first) first.focus();
})();
`;

export const OPERATOR_PAGE_STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #f4f6fb; }
body { margin: 0; }
main { max-width: 480px; margin: 0 auto; padding: 24px 16px 32px; }
.framed main { padding-top: 12px; }
.brand { margin: 0 0 16px; font-size: 13px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; color: #4b5563; }
h1 { margin: 0 0 12px; font-size: 24px; }
p { line-height: 1.5; }
form { display: grid; gap: 16px; margin-top: 16px; }
label { display: grid; gap: 6px; font-weight: 600; }
.hint { font-weight: 400; font-size: 14px; color: #4b5563; }
input, select { font: inherit; min-height: 44px; padding: 8px 12px; border: 1px solid #6b7280; border-radius: 6px; background: #fff; color: inherit; box-sizing: border-box; width: 100%; }
input:focus-visible, select:focus-visible, a:focus-visible, button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
input[aria-invalid="true"] { border-color: #b91c1c; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
button, .button { font: inherit; font-weight: 600; min-height: 44px; padding: 10px 20px; border: 0; border-radius: 6px; background: #0b5fff; color: #fff; cursor: pointer; text-decoration: none; display: inline-flex; align-items: center; }
.secondary { background: transparent; color: #1d4ed8; padding-left: 4px; padding-right: 4px; text-decoration: underline; }
.error { margin: 0; padding: 12px; border-radius: 6px; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
.success { margin: 0; padding: 12px; border-radius: 6px; background: #f0fdf4; color: #14532d; border: 1px solid #bbf7d0; }
.figures { margin: 0; padding: 12px; border-radius: 6px; background: #fff; border: 1px solid #d1d5db; }
.figures dt { font-size: 14px; color: #4b5563; }
.figures dd { margin: 0 0 8px; font-size: 18px; font-weight: 700; }
.tabs { display: flex; gap: 16px; margin: 0 0 8px; padding: 0; list-style: none; }
.tabs a { color: #1d4ed8; }
.tabs a[aria-current="page"] { font-weight: 700; color: inherit; text-decoration: none; }
`;
