import { truncatedFigure } from '../../src/core/money/amountFigure';
import type { LoginStatusNotification } from './loginStatusNotifications';
/**
 * The widget's few texts in the SDK's languages. Built in rather than loaded through
 * i18next: the standalone script stays small and shows the right words at once.
 */
export interface LoginStatusTexts {
  account: string;
  logIn: string;
  logOut: string;
  balance: string;
  checking: string;
  notifications: (count: number) => string;
  noNotifications: string;
  clearNotifications: string;
  sessionEnded: string;
  balanceUpdated: (amount: string) => string;
  /** An amount: the figure and the currency code in the language's order. */
  amount: (figure: string, currency: string) => string;
  loggedInAs: (name: string) => string;
  loggedOut: string;
}

const codeFirst = (figure: string, currency: string) => `${currency} ${figure}`;
const codeLast = (figure: string, currency: string) => `${figure} ${currency}`;

const en: LoginStatusTexts = {
  account: 'Account',
  logIn: 'Log in',
  logOut: 'Log out',
  balance: 'Balance',
  checking: 'Checking your session…',
  notifications: (count) => (count === 0 ? 'Notifications' : `Notifications, ${count} new`),
  noNotifications: 'No notifications',
  clearNotifications: 'Clear notifications',
  sessionEnded: 'Your session has ended. Log in again.',
  balanceUpdated: (amount) => `Balance updated: ${amount}`,
  amount: codeFirst,
  loggedInAs: (name) => `Logged in as ${name}`,
  loggedOut: 'Logged out',
};

const TEXTS: Record<string, LoginStatusTexts> = {
  en,
  es: {
    account: 'Cuenta',
    logIn: 'Iniciar sesión',
    logOut: 'Cerrar sesión',
    balance: 'Saldo',
    checking: 'Comprobando tu sesión…',
    notifications: (count) => (count === 0 ? 'Notificaciones' : `Notificaciones, ${count} nuevas`),
    noNotifications: 'No hay notificaciones',
    clearNotifications: 'Borrar notificaciones',
    sessionEnded: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
    balanceUpdated: (amount) => `Saldo actualizado: ${amount}`,
    amount: codeFirst,
    loggedInAs: (name) => `Sesión iniciada como ${name}`,
    loggedOut: 'Sesión cerrada',
  },
  fr: {
    account: 'Compte',
    logIn: 'Se connecter',
    logOut: 'Se déconnecter',
    balance: 'Solde',
    checking: 'Vérification de votre session…',
    notifications: (count) => (count === 0 ? 'Notifications' : `Notifications, ${count} nouvelles`),
    noNotifications: 'Aucune notification',
    clearNotifications: 'Effacer les notifications',
    sessionEnded: 'Votre session est terminée. Reconnectez-vous.',
    balanceUpdated: (amount) => `Solde mis à jour : ${amount}`,
    amount: codeLast,
    loggedInAs: (name) => `Connecté en tant que ${name}`,
    loggedOut: 'Déconnecté',
  },
  pt: {
    account: 'Conta',
    logIn: 'Entrar',
    logOut: 'Sair',
    balance: 'Saldo',
    checking: 'A verificar a sua sessão…',
    notifications: (count) => (count === 0 ? 'Notificações' : `Notificações, ${count} novas`),
    noNotifications: 'Sem notificações',
    clearNotifications: 'Limpar notificações',
    sessionEnded: 'A sua sessão terminou. Entre novamente.',
    balanceUpdated: (amount) => `Saldo atualizado: ${amount}`,
    amount: codeFirst,
    loggedInAs: (name) => `Sessão iniciada como ${name}`,
    loggedOut: 'Sessão terminada',
  },
  sw: {
    account: 'Akaunti',
    logIn: 'Ingia',
    logOut: 'Toka',
    balance: 'Salio',
    checking: 'Inakagua kipindi chako…',
    notifications: (count) => (count === 0 ? 'Arifa' : `Arifa, ${count} mpya`),
    noNotifications: 'Hakuna arifa',
    clearNotifications: 'Futa arifa',
    sessionEnded: 'Kipindi chako kimeisha. Ingia tena.',
    balanceUpdated: (amount) => `Salio limesasishwa: ${amount}`,
    amount: codeFirst,
    loggedInAs: (name) => `Umeingia kama ${name}`,
    loggedOut: 'Umetoka',
  },
};

/** The texts of `locale`, English where the SDK has no translation. */
export function loginStatusTexts(locale: string): LoginStatusTexts {
  return TEXTS[locale] ?? en;
}

/**
 * The balance as the player reads it in their language, e.g. "EUR 1,012.50": the figure cut
 * (never rounded up) to the currency's places in the operator's list, as the sportsbook
 * shows every amount, so the widget and the sportsbook never disagree by a cent.
 */
export function formatBalance(amount: number, currency: string, places: number, locale: string): string {
  return loginStatusTexts(locale).amount(truncatedFigure(amount, places), currency);
}

/** What a notification says, in the list and in the live region. */
export function notificationText(notification: LoginStatusNotification, locale: string): string {
  const texts = loginStatusTexts(locale);
  return notification.kind === 'session-ended' ? texts.sessionEnded : texts.balanceUpdated(formatBalance(notification.balance, notification.currency, notification.places, locale));
}
