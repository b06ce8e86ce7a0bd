import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Types only (the elements' JSX and event types come with them). The SDK's code is not
// bundled into this app: it is the package's ES module entry, loaded below from the SDK's
// own origin as from a CDN, so the host page, the SDK and the API are three origins.
import type * as Sportsbook from '@sportsbook/sdk';
import { App } from './App';

/** A setting the page's HTML carries in a <meta> tag (demo/react-host/index.html). */
function pageSetting(name: string): string {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  if (!content) throw new Error(`The React host page needs <meta name="${name}" content="..."> in its index.html.`);
  return content;
}

// Importing the entry defines <sportsbook-app>, <sportsbook-betslip> and <sportsbook-mybets>
// before React renders them; the API address is given before the first element starts the runtime.
const sdk = (await import(/* @vite-ignore */ pageSetting('sportsbook-sdk'))) as typeof Sportsbook;
void sdk.init({ apiBase: pageSetting('sportsbook-api-base') });

const container = document.getElementById('react-host');
if (!container) throw new Error('The React host page needs <div id="react-host"> to render into.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
