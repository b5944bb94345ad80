import './EmailAccount.css';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/LanguageProvider';
import { useAccountSteps, useAuth } from './AuthContext';
import { AuthError } from './errors';

/**
 * The email option of the login screen (spec §2): sign in, and — issue #24, spec §7 — create an account that
 * is confirmed with an emailed code, and set a new password with an emailed code. Each step is its own form;
 * after confirming or resetting, the customer is signed in at once and goes where the login was asked from.
 */
type Mode = 'signin' | 'signup' | 'confirm' | 'forgot' | 'reset';

/** Which spec §8 text a failed sign-in shows. */
type SignInError = 'config' | 'passwordReset' | 'generic';

const STEP_ERRORS = [
  'UsernameExistsException',
  'InvalidPasswordException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'LimitExceededException',
  'InvalidParameterException',
  'CodeDeliveryFailureException',
  'NotAuthorizedException',
] as const;
type StepError = (typeof STEP_ERRORS)[number] | 'generic';

function signInErrorOf(error: unknown): SignInError {
  if (error instanceof AuthError) {
    if (error.code === 'NotConfigured' || error.code === 'InvalidConfig') return 'config';
    if (error.code === 'PasswordResetRequired') return 'passwordReset';
  }
  return 'generic';
}

function stepErrorOf(error: unknown): StepError {
  const code = error instanceof AuthError ? error.code : undefined;
  return (STEP_ERRORS as readonly string[]).includes(code ?? '') ? (code as StepError) : 'generic';
}

const isUnconfirmed = (error: unknown) =>
  error instanceof AuthError && error.code === 'UserNotConfirmedException';

export interface EmailAccountProps {
  id: string;
  hidden: boolean;
  labelledBy: string;
  /** Signed in: go where the login was asked from. */
  onSignedIn(): Promise<void>;
  /** The hosted login (the new-password challenge's way out, spec §8). */
  openHostedLogin(): void;
}

export function EmailAccount({ id, hidden, labelledBy, onSignedIn, openHostedLogin }: EmailAccountProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const auth = useAuth();
  const steps = useAccountSteps();
  const [mode, setMode] = useState<Mode>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [destination, setDestination] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [signInError, setSignInError] = useState<SignInError | null>(null);
  const [stepError, setStepError] = useState<StepError | null>(null);
  const [notice, setNotice] = useState<'resent' | 'first' | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const headingId = useId();

  // The email option was just opened, or another step began: put the cursor where typing starts.
  useEffect(() => {
    if (!hidden) firstField.current?.focus();
  }, [hidden, mode]);

  const go = (next: Mode) => {
    setMode(next);
    setSignInError(null);
    setStepError(null);
    setNotice(null);
    setCode('');
    if (next === 'reset' || next === 'signup') setPassword('');
  };

  /** Runs one step; a refusal shows its text, anything else the generic one. */
  const run = async (step: () => Promise<void>, onError: (error: unknown) => void) => {
    if (submitting) return;
    setSubmitting(true);
    setSignInError(null);
    setStepError(null);
    try {
      await step();
    } catch (error) {
      onError(error);
    } finally {
      setSubmitting(false);
    }
  };

  const signInNow = async (address: string, secret: string) => {
    await auth.signIn(address, secret);
    await onSignedIn();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    switch (mode) {
      case 'signin':
        if (!address || !password) return;
        return void run(
          () => signInNow(address, password),
          (error) => {
            if (!isUnconfirmed(error)) return setSignInError(signInErrorOf(error));
            // Signed up, never confirmed: a fresh code, and the confirmation step.
            go('confirm');
            setNotice('first');
            void steps.resendConfirmationCode(address, language).then(setDestination, () => undefined);
          },
        );
      case 'signup':
        if (!address || !password) return;
        return void run(
          async () => {
            const answer = await steps.signUp(address, password, language);
            if (answer.confirmed) return signInNow(address, password);
            setDestination(answer.destination);
            go('confirm');
          },
          (error) => setStepError(stepErrorOf(error)),
        );
      case 'confirm':
        if (!code.trim()) return;
        return void run(
          async () => {
            await steps.confirmSignUp(address, code);
            if (password) return signInNow(address, password);
            go('signin');
          },
          (error) => setStepError(stepErrorOf(error)),
        );
      case 'forgot':
        if (!address) return;
        return void run(
          async () => {
            setDestination(await steps.forgotPassword(address, language));
            go('reset');
          },
          (error) => setStepError(stepErrorOf(error)),
        );
      case 'reset':
        if (!code.trim() || !password) return;
        return void run(
          async () => {
            await steps.confirmForgotPassword(address, code, password);
            await signInNow(address, password);
          },
          (error) => setStepError(stepErrorOf(error)),
        );
    }
  };

  const resend = () =>
    void run(
      async () => {
        setDestination(await steps.resendConfirmationCode(email.trim(), language));
        setNotice('resent');
      },
      (error) => setStepError(stepErrorOf(error)),
    );

  const failed = signInError === 'generic' || stepError !== null;
  const describedBy = signInError || stepError ? errorId : undefined;
  const submitText = {
    signin: submitting ? t('auth.login.submitting') : t('auth.login.submit'),
    signup: submitting ? t('auth.login.signUp.submitting') : t('auth.login.signUp.submit'),
    confirm: submitting ? t('auth.login.confirm.submitting') : t('auth.login.confirm.submit'),
    forgot: submitting ? t('auth.login.forgot.submitting') : t('auth.login.forgot.submit'),
    reset: submitting ? t('auth.login.reset.submitting') : t('auth.login.reset.submit'),
  }[mode];
  const withEmail = mode === 'signin' || mode === 'signup' || mode === 'forgot';
  const withPassword = mode === 'signin' || mode === 'signup' || mode === 'reset';
  const withCode = mode === 'confirm' || mode === 'reset';

  return (
    <form
      id={id}
      className="auth-form"
      hidden={hidden}
      onSubmit={onSubmit}
      aria-labelledby={mode === 'signin' ? labelledBy : headingId}
      data-mode={mode}
    >
      {mode !== 'signin' && (
        <div className="auth-step">
          <h2 id={headingId} className="auth-step-title">
            {t(`auth.login.${mode === 'signup' ? 'signUp' : mode}.title`)}
          </h2>
          <p className="auth-step-lead">
            {t(`auth.login.${mode === 'signup' ? 'signUp' : mode}.lead`, {
              destination: destination || email,
            })}
          </p>
        </div>
      )}

      {withEmail && (
        <Field id={`${id}-email`} label={t('auth.login.emailLabel')}>
          <input
            ref={firstField}
            id={`${id}-email`}
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
            aria-invalid={failed || undefined}
            aria-describedby={describedBy}
          />
        </Field>
      )}

      {withCode && (
        <Field id={`${id}-code`} label={t('auth.login.confirm.codeLabel')}>
          <input
            ref={withEmail ? undefined : firstField}
            id={`${id}-code`}
            className="input"
            type="text"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={stepError !== null || undefined}
            aria-describedby={describedBy}
          />
        </Field>
      )}

      {withPassword && (
        <PasswordField
          id={`${id}-password`}
          label={mode === 'reset' ? t('auth.login.reset.newPasswordLabel') : t('auth.login.passwordLabel')}
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          hint={mode === 'signin' ? undefined : t('auth.login.passwordHint')}
          value={password}
          onChange={setPassword}
          invalid={failed}
          describedBy={describedBy}
        />
      )}

      <div id={errorId} role="alert" className="auth-alert">
        {signInError === 'config' && (
          <p className="notice notice-danger auth-notice">{t('auth.login.configError')}</p>
        )}
        {signInError === 'generic' && (
          <p className="notice notice-danger auth-notice">{t('auth.login.genericError')}</p>
        )}
        {signInError === 'passwordReset' && (
          <div className="notice notice-warning auth-notice">
            <p>{t('auth.login.passwordReset')}</p>
            <button type="button" className="btn btn-secondary btn-small" onClick={openHostedLogin}>
              {t('auth.login.openHostedLogin')}
            </button>
          </div>
        )}
        {stepError && (
          <p className="notice notice-danger auth-notice">{t(`auth.login.errors.${stepError}`)}</p>
        )}
      </div>
      <p className="auth-status" role="status">
        {notice === 'resent' && t('auth.login.confirm.resent')}
        {notice === 'first' && t('auth.login.confirm.first')}
      </p>

      <button type="submit" className="btn btn-primary auth-wide" disabled={submitting}>
        {submitText}
      </button>

      <div className="auth-switch">
        {mode === 'signin' && (
          <>
            <button type="button" className="btn-link" onClick={() => go('forgot')}>
              {t('auth.login.forgotPassword')}
            </button>
            <p>
              {t('auth.login.noAccount')}{' '}
              <button type="button" className="btn-link" onClick={() => go('signup')}>
                {t('auth.login.createAccount')}
              </button>
            </p>
          </>
        )}
        {mode === 'signup' && (
          <p>
            {t('auth.login.haveAccount')}{' '}
            <button type="button" className="btn-link" onClick={() => go('signin')}>
              {t('auth.login.toSignIn')}
            </button>
          </p>
        )}
        {mode === 'confirm' && (
          <button type="button" className="btn-link" onClick={resend} disabled={submitting}>
            {t('auth.login.confirm.resend')}
          </button>
        )}
        {(mode === 'forgot' || mode === 'reset' || mode === 'confirm') && (
          <button type="button" className="btn-link" onClick={() => go('signin')}>
            {t('auth.login.toSignIn')}
          </button>
        )}
      </div>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

function PasswordField(props: {
  id: string;
  label: string;
  autoComplete: string;
  hint: string | undefined;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const hintId = `${props.id}-hint`;
  const describedBy =
    [props.hint ? hintId : '', props.describedBy ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint && (
        <span id={hintId} className="auth-hint">
          {props.hint}
        </span>
      )}
      <div className="auth-password">
        <input
          id={props.id}
          className="input"
          type={visible ? 'text' : 'password'}
          name="password"
          autoComplete={props.autoComplete}
          required
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          aria-invalid={props.invalid || undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="auth-password-toggle"
          aria-label={visible ? t('auth.login.hidePassword') : t('auth.login.showPassword')}
          aria-controls={props.id}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </div>
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
