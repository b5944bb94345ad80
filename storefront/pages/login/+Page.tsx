import '../../src/styles/auth.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { useAuth } from '../../src/auth/AuthContext';
import { cognitoConfigError } from '../../src/auth/cognito-config';
import { AuthError } from '../../src/auth/errors';
import { AuthIllustration } from '../../src/auth/AuthIllustration';
import { rememberReturnPath } from '../../src/auth/return-path';
import { returnPathOf } from '../../src/routes';
import { AppleIcon, GoogleIcon } from '../../src/components/ProviderIcons';
import { usePublicConfig } from '../../src/config';

type LoginError = 'config' | 'passwordReset' | 'generic';

/** Which spec §8 text a failed sign-in shows. */
function loginErrorOf(error: unknown): LoginError {
  if (error instanceof AuthError) {
    if (error.code === 'NotConfigured' || error.code === 'InvalidConfig') return 'config';
    if (error.code === 'PasswordResetRequired') return 'passwordReset';
  }
  return 'generic';
}

/**
 * spec §2 Login: Google, Apple and an email option that reveals an email + password form (§5: both required).
 * The route is guest-only (the layout sends signed-in visitors to /).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { cognito, supportEmail } = usePublicConfig();
  // Decided from the public configuration alone, so the server renders the same screen the browser shows.
  const notConfigured = cognitoConfigError(cognito) !== null;
  const [showEmail, setShowEmail] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const formId = useId();
  const errorId = useId();

  // The email option was just opened: put the cursor where typing starts.
  useEffect(() => {
    if (showEmail) emailRef.current?.focus();
  }, [showEmail]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !email.trim() || !password) return;
    setSubmitting(true);
    setError(null);
    try {
      await auth.signIn(email.trim(), password);
      // Back to the page that asked for signing in (its `next`, a path of this site only), else the start page.
      await navigate(returnPathOf(window.location.search) ?? '/');
    } catch (e) {
      setError(loginErrorOf(e));
      setSubmitting(false);
    }
  };

  /** Google / Apple: the return path waits in session storage while the hosted login is away. */
  const openHostedLogin = (provider?: 'Google' | 'SignInWithApple') => {
    rememberReturnPath(() => window.sessionStorage, returnPathOf(window.location.search));
    auth.openHostedLogin(provider);
  };

  const configNotice = (
    <div className="notice notice-danger auth-notice" role="alert">
      <p>{t('auth.login.configError')}</p>
      <a href={`mailto:${supportEmail}`}>{t('auth.login.contactSupport')}</a>
    </div>
  );

  return (
    <div className="container page auth-page">
      <section className="card auth-card" aria-labelledby={titleId}>
        <AuthIllustration />
        <h1 id={titleId} className="auth-title">
          {t('auth.login.title')}
        </h1>
        <p className="auth-subtitle">{t('auth.login.subtitle')}</p>

        {notConfigured ? (
          configNotice
        ) : (
          <>
            <div className="auth-providers">
              <button
                type="button"
                className="btn btn-secondary auth-wide"
                onClick={() => openHostedLogin('Google')}
              >
                <GoogleIcon />
                <span>{t('auth.login.google')}</span>
              </button>
              <button
                type="button"
                className="btn btn-secondary auth-wide"
                onClick={() => openHostedLogin('SignInWithApple')}
              >
                <AppleIcon />
                <span>{t('auth.login.apple')}</span>
              </button>
            </div>

            <p className="auth-divider">
              <span>{t('auth.login.divider')}</span>
            </p>

            <button
              type="button"
              className="btn btn-ghost auth-wide auth-email-toggle"
              aria-expanded={showEmail}
              aria-controls={formId}
              onClick={() => setShowEmail((shown) => !shown)}
            >
              <MailIcon />
              <span>{t('auth.login.emailOption')}</span>
            </button>

            <form
              id={formId}
              className="auth-form"
              hidden={!showEmail}
              onSubmit={(e) => void onSubmit(e)}
              aria-labelledby={titleId}
            >
              <div className="field">
                <label htmlFor={`${formId}-email`}>{t('auth.login.emailLabel')}</label>
                <input
                  ref={emailRef}
                  id={`${formId}-email`}
                  className="input"
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  aria-invalid={error === 'generic' || undefined}
                  aria-describedby={error ? errorId : undefined}
                />
              </div>
              <div className="field">
                <label htmlFor={`${formId}-password`}>{t('auth.login.passwordLabel')}</label>
                <div className="auth-password">
                  <input
                    id={`${formId}-password`}
                    className="input"
                    type={passwordVisible ? 'text' : 'password'}
                    name="password"
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    aria-invalid={error === 'generic' || undefined}
                    aria-describedby={error ? errorId : undefined}
                  />
                  <button
                    type="button"
                    className="auth-password-toggle"
                    aria-label={passwordVisible ? t('auth.login.hidePassword') : t('auth.login.showPassword')}
                    aria-controls={`${formId}-password`}
                    onClick={() => setPasswordVisible((visible) => !visible)}
                  >
                    <EyeIcon crossed={passwordVisible} />
                  </button>
                </div>
              </div>

              <div id={errorId} role="alert" className="auth-alert">
                {error === 'config' && (
                  <p className="notice notice-danger auth-notice">{t('auth.login.configError')}</p>
                )}
                {error === 'generic' && (
                  <p className="notice notice-danger auth-notice">{t('auth.login.genericError')}</p>
                )}
                {error === 'passwordReset' && (
                  <div className="notice notice-warning auth-notice">
                    <p>{t('auth.login.passwordReset')}</p>
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      onClick={() => openHostedLogin()}
                    >
                      {t('auth.login.openHostedLogin')}
                    </button>
                  </div>
                )}
              </div>

              <button type="submit" className="btn btn-primary auth-wide" disabled={submitting}>
                {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
              </button>
            </form>
          </>
        )}

        <p className="auth-note">
          {/* Not <link>: the Trans parser knows it as a void HTML element and would leave the anchor empty. */}
          <Trans i18nKey="auth.login.privacy" components={{ privacy: <a href="/legal" /> }} />
        </p>
      </section>
    </div>
  );
}

function MailIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
