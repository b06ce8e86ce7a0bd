/**
 * The widget's own script (`dist/sportsbook-login-status.js`): `<sportsbook-login-status>`
 * and nothing else, for a casino page that wants the login state without the sportsbook.
 * Guarded like the SDK's elements, so loading it next to the full SDK is harmless.
 */
import { loadedAlready } from '../src/ui/loadOnce';
import { defineElement } from './defineElement';
import { createLoginStatusPresenter } from './loginStatus/loginStatusPresenter';
import { createStandaloneSession } from './loginStatus/standaloneSession';
import { SportsbookLoginStatusElement, provideLoginStatusParts } from './sportsbook-login-status';

// One small file: what the widget shows is in it from the start (the SDK loads it lazily).
// Alone on the page the widget reads the franco API itself; once the SDK arrives it moves onto its runtime.
provideLoginStatusParts({ presenter: loadedAlready(createLoginStatusPresenter), ownSession: () => createStandaloneSession() });
defineElement('sportsbook-login-status', SportsbookLoginStatusElement);
