import './Page.css';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { useAuth } from '../../src/auth/AuthContext';
import { cognitoConfigError } from '../../src/auth/cognito-config';
import { EmailAccount } from '../../src/auth/EmailAccount';
import { AuthIllustration } from '../../src/auth/AuthIllustration';
import { rememberReturnPath } from '../../src/auth/return-path';
import { returnPathOf } from '../../src/navigation/access';
import { AppleIcon, GoogleIcon } from '../../src/components/ProviderIcons';
import { usePublicConfig } from '../../src/config';

/**
 * spec §2 Login: Google, Apple and an email option that reveals an email + password form (§5: both required),
 * and there (issue #24, spec §7) creating an account confirmed with an emailed code and resetting a forgotten
 * password. The route is guest-only (the layout sends signed-in visitors to /).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { cognito, supportEmail } = usePublicConfig();
  // Decided from the public configuration alone, so the server renders the same screen the browser shows.
  const notConfigured = cognitoConfigError(cognito) !== null;
  const [showEmail, setShowEmail] = useState(false);
  const titleId = useId();
  const formId = useId();

  // Back to the page that asked for signing in (its `next`, a path of this site only), else the start page.
  const onSignedIn = () => navigate(returnPathOf(window.location.search) ?? '/');

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

            <EmailAccount
              id={formId}
              hidden={!showEmail}
              labelledBy={titleId}
              onSignedIn={onSignedIn}
              openHostedLogin={() => openHostedLogin()}
            />
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
