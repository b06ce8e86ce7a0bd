import { Suspense, type ReactNode } from 'react';

/**
 * Around a part that needs the later texts (src/i18n/firstNamespaces.ts: My Bets, the login
 * dialogs, a slip error, a toast ...) and mounts inside something already on screen. If it
 * comes before they have arrived, react-i18next suspends it while they load: it shows
 * nothing meanwhile and what is around it stays, instead of the nearest boundary above
 * (the element's loading indicator, or the whole page under RouteView) taking its place.
 */
export function LaterTexts({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
