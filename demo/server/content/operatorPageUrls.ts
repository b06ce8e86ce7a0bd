/**
 * The operator page addresses in the sandbox brands' settings (issue 21): the sandbox's own
 * cashier, registration and forgotten-password pages (routes/operatorPages.ts), absolute on
 * the origin the settings were asked of, so the site and every host page reach them alike.
 */
export function operatorPageUrls(requestUrl: string): Record<string, string> {
  const origin = new URL(requestUrl).origin;
  return {
    deposit_url: `${origin}/operator/cashier?action=deposit`,
    withdraw_url: `${origin}/operator/cashier?action=withdraw`,
    cashier_url: `${origin}/operator/cashier`,
    registration_url: `${origin}/operator/register`,
    forgotten_password_url: `${origin}/operator/forgotten-password`,
  };
}
