/**
 * The login dialogs, loaded on demand (issue 19): the first odds of the casino and the site
 * need none of them, and most visitors never open one. LoginDialogs.tsx, which decides which
 * one shows, stays in the shell's chunk; the dialogs' code (with the login form, the password
 * field and the one-time code resend) arrives when the first of them shows, or earlier when
 * the shell prefetches it once the first odds are on screen (usePrefetchOnDemand.ts).
 */
import { lazyModule } from '../../ui/lazyModule';

const loginDialogs = lazyModule(() => import('./loginDialogChunk'));

export const LoginDialog = loginDialogs.component((module) => module.LoginDialog);
export const OneTimeCodeDialog = loginDialogs.component((module) => module.OneTimeCodeDialog);
export const SecurityQuestionDialog = loginDialogs.component((module) => module.SecurityQuestionDialog);
export const TermsOfUseDialog = loginDialogs.component((module) => module.TermsOfUseDialog);
export const RiskGroupDialog = loginDialogs.component((module) => module.RiskGroupDialog);
export const SessionEndedDialog = loginDialogs.component((module) => module.SessionEndedDialog);

/** Downloads the dialogs' code ahead of need; they then open without waiting. */
export const preloadLoginDialogs = loginDialogs.preload;
