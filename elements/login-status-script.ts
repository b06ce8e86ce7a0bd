/**
 * The widget's own script (`dist/sportsbook-login-status.js`): `<sportsbook-login-status>`
 * and nothing else, for a casino page that wants the login state without the sportsbook.
 * Guarded like the SDK's elements, so loading it next to the full SDK is harmless.
 */
import { defineElement } from './defineElement';
import { SportsbookLoginStatusElement } from './sportsbook-login-status';

defineElement('sportsbook-login-status', SportsbookLoginStatusElement);
