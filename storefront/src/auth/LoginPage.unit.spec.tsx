/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { navigate } from 'vike/client/router';
import LoginPage from '../../pages/login/+Page';
import { ConfigProvider } from '../config';
import { LanguageProvider } from '../i18n/LanguageProvider';
import texts from '../i18n/texts/auth';
import type { UiLanguage } from '../i18n/language';
import { AuthProvider } from './AuthContext';
import { SETTINGS, cognitoError, nowSeconds, publicConfigWith, testManager, tokenSet } from './auth-test-kit';
import type { CognitoSettings } from './cognito-config';
import { RETURN_PATH_KEY } from './return-path';

jest.mock('vike/client/router', () => ({ navigate: jest.fn(async () => undefined) }));

const en = texts.en.login;

async function renderLogin(
  opts: {
    cognito?: CognitoSettings;
    lang?: UiLanguage;
    setup?: (t: ReturnType<typeof testManager>) => void;
  } = {},
) {
  const cognito = opts.cognito ?? SETTINGS;
  const t = testManager({ cognito });
  opts.setup?.(t);
  const wrap = (children: ReactNode) => (
    <ConfigProvider config={publicConfigWith(cognito)}>
      <LanguageProvider initial={opts.lang ?? 'en'}>
        <AuthProvider manager={t.manager}>{children}</AuthProvider>
      </LanguageProvider>
    </ConfigProvider>
  );
  await act(async () => {
    render(wrap(<LoginPage />));
  });
  return t;
}

async function fillAndSubmit(email = 'demo@fabelhaft.local', password = 'Fabelhaft-Demo-1!') {
  fireEvent.click(screen.getByRole('button', { name: en.emailOption }));
  fireEvent.change(screen.getByLabelText(en.emailLabel), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(en.passwordLabel), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
  });
}

beforeEach(() => jest.mocked(navigate).mockClear());

describe('login screen (spec §2 Login, §5, §8)', () => {
  it('offers Google and Apple, which start the hosted login with that provider', async () => {
    const t = await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: en.google }));
    fireEvent.click(screen.getByRole('button', { name: en.apple }));
    expect(t.redirects.map((url) => new URL(url).searchParams.get('identity_provider'))).toEqual([
      'Google',
      'SignInWithApple',
    ]);
  });

  it('reveals the email form only when the email option is chosen, with labelled, autocompleting fields', async () => {
    await renderLogin();
    const toggle = screen.getByRole('button', { name: en.emailOption });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Hidden until asked for: not in the accessibility tree.
    expect(screen.queryByRole('textbox', { name: en.emailLabel })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const email = screen.getByRole('textbox', { name: en.emailLabel });
    const password = screen.getByLabelText(en.passwordLabel);
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('type')).toBe('email');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.getAttribute('type')).toBe('password');
    expect(email.hasAttribute('required') && password.hasAttribute('required')).toBe(true);
    expect(document.activeElement).toBe(email);
  });

  it('links the privacy notice', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/legal');
  });

  it('does not call the identity provider while a field is empty', async () => {
    const t = await renderLogin();
    await fillAndSubmit('demo@fabelhaft.local', '');
    expect(t.cognito.calls).toEqual([]);
  });

  it('signs in, disables the submit button meanwhile, and goes to /', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const t = await renderLogin({
      setup: (m) => {
        m.cognito.handlers.InitiateAuth = () => new Promise((resolve) => (answer = resolve));
      },
    });
    await fillAndSubmit();
    const submitting = screen.getByRole('button', { name: en.submitting });
    expect((submitting as HTMLButtonElement).disabled).toBe(true);
    expect(t.cognito.calls).toHaveLength(1);
    const tokens = tokenSet({ iat: nowSeconds(t.clock.now) });
    await act(async () => {
      answer({
        AuthenticationResult: {
          IdToken: tokens.idToken,
          AccessToken: tokens.accessToken,
          RefreshToken: tokens.refreshToken,
        },
      });
    });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(t.manager.getState().user?.email).toBe('demo@fabelhaft.local');
  });

  it.each([
    ['/login?next=%2Ftracking%3Fnumber%3DJJD1', '/tracking?number=JJD1'],
    ['/login?next=https%3A%2F%2Fevil.example%2F', '/'],
    ['/login?next=%2F%2Fevil.example', '/'],
  ])('signed in on %s, goes back to %s (same-origin return paths only)', async (at, to) => {
    window.history.replaceState(null, '', at);
    try {
      const t = await renderLogin();
      const tokens = tokenSet({ iat: nowSeconds(t.clock.now) });
      t.cognito.handlers.InitiateAuth = () =>
        Promise.resolve({
          AuthenticationResult: {
            IdToken: tokens.idToken,
            AccessToken: tokens.accessToken,
            RefreshToken: tokens.refreshToken,
          },
        });
      await fillAndSubmit();
      expect(navigate).toHaveBeenCalledWith(to);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps the return path for the hosted login while it is away', async () => {
    window.history.replaceState(null, '', '/login?next=%2Faccount');
    try {
      await renderLogin();
      fireEvent.click(screen.getByRole('button', { name: en.google }));
      expect(window.sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/account');
    } finally {
      window.sessionStorage.clear();
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows the generic error in an alert when the credentials are rejected, and lets the customer retry', async () => {
    await renderLogin({
      setup: (m) => {
        m.cognito.handlers.InitiateAuth = () => {
          throw cognitoError('NotAuthorizedException', 'Incorrect username or password.');
        };
      },
    });
    await fillAndSubmit();
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not sign you in. Please check your credentials.',
    );
    expect((screen.getByRole('button', { name: en.submit }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByLabelText(en.passwordLabel).getAttribute('aria-invalid')).toBe('true');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the password-reset text (and a way to the hosted login) for a new-password challenge', async () => {
    const t = await renderLogin({
      setup: (m) => {
        m.cognito.handlers.InitiateAuth = () => ({
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: 's',
          ChallengeParameters: { userAttributes: '{}', requiredAttributes: '[]' },
        });
      },
    });
    await fillAndSubmit();
    expect(screen.getByRole('alert').textContent).toContain(
      'Password reset required. Please use the hosted login',
    );
    fireEvent.click(screen.getByRole('button', { name: en.openHostedLogin }));
    expect(t.redirects).toHaveLength(1);
  });

  it('shows the configuration error instead of the sign-in options when no pool is configured', async () => {
    const t = await renderLogin({ cognito: { ...SETTINGS, userPoolId: '', clientId: '' } });
    expect(screen.getByRole('alert').textContent).toContain(
      'Login is not available right now. Please contact support.',
    );
    expect(screen.queryByRole('button', { name: en.google })).toBeNull();
    expect(screen.queryByRole('button', { name: en.emailOption })).toBeNull();
    expect(t.cognito.calls).toEqual([]);
  });

  it('speaks German, in the du-form', async () => {
    await renderLogin({
      lang: 'de',
      setup: (m) => {
        m.cognito.handlers.InitiateAuth = () => {
          throw cognitoError('NotAuthorizedException');
        };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.de.login.emailOption }));
    fireEvent.change(screen.getByLabelText(texts.de.login.emailLabel), { target: { value: 'a@b.c' } });
    fireEvent.change(screen.getByLabelText(texts.de.login.passwordLabel), { target: { value: 'x' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: texts.de.login.submit }));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Wir konnten dich nicht anmelden. Bitte überprüfe deine Zugangsdaten.',
    );
  });
});

/** issue #24, spec §7: an account with an emailed code, and a forgotten password, on the login screen. */
describe('login screen: create an account, confirm it, reset a password', () => {
  const signedInWith = (t: ReturnType<typeof testManager>, email: string) => {
    const tokens = tokenSet({ username: email, iat: nowSeconds(t.clock.now) });
    t.cognito.handlers.InitiateAuth = () => ({
      AuthenticationResult: {
        IdToken: tokens.idToken,
        AccessToken: tokens.accessToken,
        RefreshToken: tokens.refreshToken,
      },
    });
  };
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = (name: string) =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name }));
    });
  const ops = (t: ReturnType<typeof testManager>) => t.cognito.calls.map((c) => c.operation);

  it('signs up, confirms with the code and lands where the call to action pointed (/builder)', async () => {
    window.history.replaceState(null, '', '/login?next=%2Fbuilder');
    try {
      const t = await renderLogin({
        setup: (m) => {
          m.cognito.handlers.SignUp = () => ({
            UserConfirmed: false,
            UserSub: 'sub-1',
            CodeDeliveryDetails: {
              AttributeName: 'email',
              DeliveryMedium: 'EMAIL',
              Destination: 'm***@e***',
            },
          });
          m.cognito.handlers.ConfirmSignUp = (params) => {
            if (params['ConfirmationCode'] !== '482913') {
              throw cognitoError(
                'CodeMismatchException',
                'Invalid verification code provided, please try again.',
              );
            }
            return {};
          };
        },
      });
      fireEvent.click(screen.getByRole('button', { name: en.emailOption }));
      fireEvent.click(screen.getByRole('button', { name: en.createAccount }));
      expect(screen.getByRole('heading', { name: en.signUp.title })).toBeTruthy();
      expect(screen.getByLabelText(en.passwordLabel).getAttribute('autocomplete')).toBe('new-password');
      type(en.emailLabel, 'mia@example.com');
      type(en.passwordLabel, 'Fuchs-Finn-2026');
      await submit(en.signUp.submit);
      expect(t.cognito.calls[0]).toEqual({
        operation: 'SignUp',
        params: {
          ClientId: SETTINGS.clientId,
          Username: 'mia@example.com',
          Password: 'Fuchs-Finn-2026',
          UserAttributes: [{ Name: 'email', Value: 'mia@example.com' }],
          ClientMetadata: { locale: 'en' },
        },
      });
      expect(screen.getByRole('heading', { name: en.confirm.title })).toBeTruthy();
      expect(screen.getByText(/We sent a code to m\*\*\*@e\*\*\*/)).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByLabelText(en.confirm.codeLabel));

      type(en.confirm.codeLabel, '111111');
      await submit(en.confirm.submit);
      expect(screen.getByRole('alert').textContent).toBe(en.errors.CodeMismatchException);
      expect(navigate).not.toHaveBeenCalled();

      signedInWith(t, 'mia@example.com');
      type(en.confirm.codeLabel, ' 482913 ');
      await submit(en.confirm.submit);
      expect(ops(t)).toEqual(['SignUp', 'ConfirmSignUp', 'ConfirmSignUp', 'InitiateAuth']);
      expect(navigate).toHaveBeenCalledWith('/builder');
      expect(t.manager.getState().user?.email).toBe('mia@example.com');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('says when an account exists already, or the password is too weak (in German)', async () => {
    await renderLogin({
      lang: 'de',
      setup: (m) => {
        m.cognito.handlers.SignUp = (params) => {
          throw String(params['Password']).length < 8
            ? cognitoError('InvalidPasswordException')
            : cognitoError('UsernameExistsException');
        };
      },
    });
    const de = texts.de.login;
    fireEvent.click(screen.getByRole('button', { name: de.emailOption }));
    fireEvent.click(screen.getByRole('button', { name: de.createAccount }));
    type(de.emailLabel, 'mia@example.com');
    type(de.passwordLabel, 'kurz');
    await submit(de.signUp.submit);
    expect(screen.getByRole('alert').textContent).toBe(de.errors.InvalidPasswordException);
    type(de.passwordLabel, 'Fuchs-Finn-2026');
    await submit(de.signUp.submit);
    expect(screen.getByRole('alert').textContent).toBe(
      'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder setze dein Passwort zurück.',
    );
  });

  it('asks an unconfirmed account for its code on sign-in, with a fresh one sent, and then signs in', async () => {
    const t = await renderLogin({
      setup: (m) => {
        m.cognito.handlers.InitiateAuth = () => {
          throw cognitoError('UserNotConfirmedException', 'User is not confirmed.');
        };
        m.cognito.handlers.ResendConfirmationCode = () => ({
          CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'l***@e***' },
        });
        m.cognito.handlers.ConfirmSignUp = () => ({});
      },
    });
    await fillAndSubmit('leo@example.com', 'Fuchs-Finn-2026');
    expect(screen.getByRole('heading', { name: en.confirm.title })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(en.confirm.first);
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(ops(t)).toEqual(['InitiateAuth', 'ResendConfirmationCode']);
    signedInWith(t, 'leo@example.com');
    type(en.confirm.codeLabel, '123456');
    await submit(en.confirm.submit);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('resets a forgotten password with the emailed code and signs in with the new one', async () => {
    const t = await renderLogin({
      setup: (m) => {
        m.cognito.handlers.ForgotPassword = () => ({
          CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'i***@e***' },
        });
        m.cognito.handlers.ConfirmForgotPassword = () => ({});
      },
    });
    fireEvent.click(screen.getByRole('button', { name: en.emailOption }));
    fireEvent.click(screen.getByRole('button', { name: en.forgotPassword }));
    expect(screen.getByRole('heading', { name: en.forgot.title })).toBeTruthy();
    expect(screen.queryByLabelText(en.passwordLabel)).toBeNull();
    type(en.emailLabel, 'ida@example.com');
    await submit(en.forgot.submit);
    expect(t.cognito.calls.at(-1)).toEqual({
      operation: 'ForgotPassword',
      params: { ClientId: SETTINGS.clientId, Username: 'ida@example.com', ClientMetadata: { locale: 'en' } },
    });
    expect(screen.getByText(/We sent a code to i\*\*\*@e\*\*\*/)).toBeTruthy();
    signedInWith(t, 'ida@example.com');
    type(en.confirm.codeLabel, '654321');
    type(en.reset.newPasswordLabel, 'Neuer-Mond-2026');
    await submit(en.reset.submit);
    expect(t.cognito.calls.find((c) => c.operation === 'ConfirmForgotPassword')?.params).toEqual({
      ClientId: SETTINGS.clientId,
      Username: 'ida@example.com',
      ConfirmationCode: '654321',
      Password: 'Neuer-Mond-2026',
    });
    expect(ops(t).at(-1)).toBe('InitiateAuth');
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
