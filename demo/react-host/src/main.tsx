import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The package's ES module entry: importing it defines <sportsbook-app>, <sportsbook-betslip>
// and <sportsbook-mybets>, and brings their JSX and event types.
import '@sportsbook/sdk';
import { App } from './App';

const container = document.getElementById('react-host');
if (!container) throw new Error('The React host page needs <div id="react-host"> to render into.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
