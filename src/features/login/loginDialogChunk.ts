/**
 * The code of every login-related dialog, one chunk loaded when the first of them shows
 * (lazyLoginDialogs.ts): they follow each other (login, then the one-time code or security
 * question, then the terms of use or the risk-group notice), so one request brings the next
 * one too, and no step waits on the network halfway through a login.
 */
export { LoginDialog } from './LoginDialog';
export { OneTimeCodeDialog } from './OneTimeCodeDialog';
export { RiskGroupDialog } from './RiskGroupDialog';
export { SecurityQuestionDialog } from './SecurityQuestionDialog';
export { SessionEndedDialog } from './SessionEndedDialog';
export { TermsOfUseDialog } from './TermsOfUseDialog';
