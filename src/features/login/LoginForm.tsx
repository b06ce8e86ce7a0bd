import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLoginForm } from '../../core';
import { OperatorPageLink } from '../operatorPages/OperatorPageLink';
import { francoDevice } from './francoDevice';
import { useRuntime } from '../runtime/RuntimeContext';
import { loginSettings } from './loginSettings';
import { PasswordField } from './PasswordField';
import { SingleSessionConfirm } from './SingleSessionConfirm';
import { useLoginErrorText } from './useLoginErrorText';

/**
 * The login form (spec 2, 5), in the login dialog or on the /login page: username,
 * password with show/hide, remember me (on by default: the username is saved and filled
 * in next time; off clears it), the forgotten-password link and the Login button. The
 * store checks the fields (an empty one shows error-invalid-login-credentials and sends
 * nothing) and refuses a second submit while one is on its way; the button says so too.
 */
export function LoginForm({ onLeave }: { onLeave?: () => void }) {
  useSignals();
  const { t } = useTranslation('login');
  const errorText = useLoginErrorText();
  const runtime = useRuntime();
  const { session, settings } = runtime.store;
  const options = loginSettings(settings.raw.value);
  const [username, setUsername] = useState(() => session.savedUsername() ?? '');
  // A remembered username is filled in: the dialog starts at the password.
  const [startAtPassword] = useState(() => username !== '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const ids = { username: useId(), remember: useId(), error: useId() };

  const loading = session.step.value === 'submitting';
  const error = session.error.value;

  // Franco mode logs in through the session service (its access token is the session's); an
  // icore brand through the product's auth service; every other through header_login.
  const login = () => {
    if (runtime.config.mode.value === 'franco') void session.loginWithSessionService(username, password, francoDevice());
    else if (options.loginService === 'icore') void session.loginWithAuthService(username, password, { remember });
    else void session.login(username, password, { remember });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    // Spec 2: single-session brands confirm first, once the fields would be sent.
    if (options.singleSession && checkLoginForm({ username, password, loading }).ok) setConfirming(true);
    else login();
  };

  return (
    <form className="sb-login" noValidate onSubmit={submit} aria-describedby={error ? ids.error : undefined}>
      <div className="sb-login__field">
        <label className="sb-login__label" htmlFor={ids.username}>
          {t('form.username')}
        </label>
        <input
          id={ids.username}
          className="sb-login__input"
          name="username"
          value={username}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <PasswordField
        label={t('form.password')}
        value={password}
        onChange={setPassword}
        showLabel={t('form.showPassword')}
        hideLabel={t('form.hidePassword')}
        autoComplete="current-password"
        autoFocusInDialog={startAtPassword}
        invalid={Boolean(error)}
        describedBy={error ? ids.error : undefined}
      />
      <div id={ids.error} className="sb-login__error" role="alert">
        {error ? errorText(error) : null}
      </div>
      <div className="sb-login__row">
        <label className="sb-login__check" htmlFor={ids.remember}>
          <input id={ids.remember} type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('form.rememberMe')}
        </label>
        <OperatorPageLink className="sb-login__link" action="forgotten-password" onLeave={() => onLeave?.()}>
          {t('form.forgottenPassword')}
        </OperatorPageLink>
      </div>
      {/* aria-disabled, not disabled: a disabled button drops the focus to the page, and
          the bettor could no longer press Escape or read the error next to the fields. */}
      <button type="submit" className="sb-button sb-login__submit" aria-disabled={loading} aria-busy={loading}>
        {loading ? t('form.submitting') : t('form.submit')}
      </button>
      {confirming ? (
        <SingleSessionConfirm
          onContinue={() => {
            setConfirming(false);
            login();
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </form>
  );
}
