import '../../login/Page.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { useCompleteHostedLogin } from '../../../src/auth/AuthContext';
import { AuthIllustration } from '../../../src/auth/AuthIllustration';
import { takeReturnPath } from '../../../src/auth/return-path';
import { Loader } from '../../../src/components/Loader';

/**
 * Where the hosted login (spec §4) returns with `?code=…&state=…`: redeems the code, stores the tokens and
 * goes back to the page that sent the visitor to sign in (else /); a cancelled login (`error=access_denied`), a state mismatch or a failed exchange shows the
 * generic login error (spec §8) with a way back to /login.
 */
export default function AuthCallbackPage() {
  const { t } = useTranslation();
  const completeHostedLogin = useCompleteHostedLogin();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    // The query is read here, not during render: the server render has no window and shows the loader.
    completeHostedLogin(window.location.search).then(
      () => {
        // Replacing the history entry keeps the spent code out of the back button.
        // Back to the page that asked for signing in (kept by /login), else the start page.
        if (active)
          void navigate(takeReturnPath(() => window.sessionStorage) ?? '/', {
            overwriteLastHistoryEntry: true,
          });
      },
      (error: unknown) => {
        if (!active) return;
        console.error('Hosted login failed', error);
        setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [completeHostedLogin]);

  if (!failed) return <Loader label={t('auth.callback.signingIn')} />;
  return (
    <div className="container page auth-page">
      <section className="card auth-card" role="alert">
        <AuthIllustration />
        <h1 className="auth-title">{t('auth.callback.errorTitle')}</h1>
        <p className="auth-subtitle">{t('auth.login.genericError')}</p>
        <a className="btn btn-primary auth-wide" href="/login">
          {t('auth.callback.backToLogin')}
        </a>
      </section>
    </div>
  );
}
