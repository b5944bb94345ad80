import type { FederatedProvider } from './seed';

export interface LoginChoice {
  provider: FederatedProvider;
  email: string;
}

export type PageLanguage = 'de' | 'en';

/** The hosted pages (issue #24): sign in, create an account, confirm it, forgot password, set a new one. */
export type HostedView = 'signin' | 'signup' | 'confirm' | 'forgot' | 'reset';

export interface HostedPageInput {
  language: PageLanguage;
  view: HostedView;
  /** The validated authorize parameters, carried through every form and link unchanged. */
  hidden: Record<string, string>;
  /** The federated test identities offered (sign-in page only). */
  choices: LoginChoice[];
  /** Email and password sign-in and the account pages (not when a federated provider was asked for). */
  emailSignIn: boolean;
  cancelUrl: string;
  /** The address the form is about (kept between the steps). */
  email?: string;
  /** Where a code went, masked as Cognito masks it (`a***@e***`). */
  destination?: string;
  /** A confirmation after the last step ("account confirmed", "password changed", "code sent again"). */
  notice?: NoticeKey;
  /** What went wrong, by Cognito's exception name (or `generic`). */
  error?: string;
}

export type LoginPageInput = Omit<HostedPageInput, 'view' | 'emailSignIn' | 'language'> &
  Partial<Pick<HostedPageInput, 'language' | 'emailSignIn'>>;

type NoticeKey = 'confirmed' | 'passwordChanged' | 'resent';

const PROVIDER_LABEL: Record<FederatedProvider, { name: string; mark: string }> = {
  Google: { name: 'Google', mark: 'G' },
  SignInWithApple: { name: 'Apple', mark: 'A' },
};

/** Every text of the hosted pages, German (with "du", as the storefront) and English. */
const TEXTS = {
  en: {
    htmlTitle: 'Local sign-in (test identities)',
    localNote:
      'This page stands in for the identity provider’s hosted login on this computer. The codes it sends arrive in the local inbox.',
    languages: 'Language',
    titles: {
      signin: 'Sign in',
      signup: 'Create an account',
      confirm: 'Confirm your account',
      forgot: 'Reset your password',
      reset: 'Set a new password',
    },
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    code: 'Confirmation code',
    passwordHint: 'At least 8 characters with upper and lower case letters, a digit and a symbol.',
    signIn: 'Sign in',
    forgot: 'Forgot your password?',
    orTest: 'or with a test identity',
    continueWith: (name: string) => `Continue with ${name}`,
    noAccount: 'No account yet?',
    createAccount: 'Create an account',
    haveAccount: 'Already have an account?',
    toSignIn: 'Sign in',
    signUpLead: 'We send a confirmation code to your email address.',
    signUpSubmit: 'Create account',
    confirmLead: (to: string) => `We sent a code to ${to}. Enter it here to confirm your account.`,
    confirmSubmit: 'Confirm account',
    resend: 'Send a new code',
    forgotLead: 'Enter your email address and we send you a code to set a new password.',
    forgotSubmit: 'Send code',
    resetLead: (to: string) => `We sent a code to ${to}. Enter it with your new password.`,
    resetSubmit: 'Save new password',
    cancel: 'Cancel',
    notices: {
      confirmed: 'Your account is confirmed. Sign in now.',
      passwordChanged: 'Your password has been changed. Sign in with the new one.',
      resent: 'We sent you a new code.',
    },
    errors: {
      // spec §8 "Login": the generic sign-in text.
      NotAuthorizedException: 'We could not sign you in. Please check your credentials.',
      UserNotConfirmedException: 'Please confirm your account first: enter the code we sent you.',
      UsernameExistsException: 'An account with this email address already exists. Sign in instead.',
      InvalidPasswordException:
        'The password needs at least 8 characters with upper and lower case letters, a digit and a symbol.',
      CodeMismatchException: 'This code is not right. Please check it and try again.',
      ExpiredCodeException: 'This code has expired. Ask for a new one.',
      LimitExceededException: 'Too many attempts. Please wait a while and try again.',
      InvalidParameterException: 'Please check your entries.',
      CodeDeliveryFailureException: 'We could not send the code. Please try again later.',
      generic: 'Something went wrong. Please try again.',
    } as Record<string, string>,
    rejectedTitle: 'Sign-in request rejected',
  },
  de: {
    htmlTitle: 'Lokale Anmeldung (Testkonten)',
    localNote:
      'Diese Seite ersetzt auf diesem Computer die Anmeldeseite des Identitätsanbieters. Die Codes, die sie verschickt, kommen im lokalen Postfach an.',
    languages: 'Sprache',
    titles: {
      signin: 'Anmelden',
      signup: 'Konto erstellen',
      confirm: 'Konto bestätigen',
      forgot: 'Passwort zurücksetzen',
      reset: 'Neues Passwort festlegen',
    },
    email: 'E-Mail',
    password: 'Passwort',
    newPassword: 'Neues Passwort',
    code: 'Bestätigungscode',
    passwordHint: 'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
    signIn: 'Anmelden',
    forgot: 'Passwort vergessen?',
    orTest: 'oder mit einem Testkonto',
    continueWith: (name: string) => `Weiter mit ${name}`,
    noAccount: 'Noch kein Konto?',
    createAccount: 'Konto erstellen',
    haveAccount: 'Schon ein Konto?',
    toSignIn: 'Anmelden',
    signUpLead: 'Wir schicken dir einen Bestätigungscode an deine E-Mail-Adresse.',
    signUpSubmit: 'Konto erstellen',
    confirmLead: (to: string) =>
      `Wir haben dir einen Code an ${to} geschickt. Gib ihn hier ein, um dein Konto zu bestätigen.`,
    confirmSubmit: 'Konto bestätigen',
    resend: 'Neuen Code schicken',
    forgotLead: 'Gib deine E-Mail-Adresse ein, dann schicken wir dir einen Code für ein neues Passwort.',
    forgotSubmit: 'Code schicken',
    resetLead: (to: string) =>
      `Wir haben dir einen Code an ${to} geschickt. Gib ihn zusammen mit deinem neuen Passwort ein.`,
    resetSubmit: 'Neues Passwort speichern',
    cancel: 'Abbrechen',
    notices: {
      confirmed: 'Dein Konto ist bestätigt. Melde dich jetzt an.',
      passwordChanged: 'Dein Passwort ist geändert. Melde dich mit dem neuen an.',
      resent: 'Wir haben dir einen neuen Code geschickt.',
    },
    errors: {
      NotAuthorizedException:
        'Wir konnten dich nicht anmelden. Bitte überprüfe deine E-Mail-Adresse und dein Passwort.',
      UserNotConfirmedException:
        'Bitte bestätige zuerst dein Konto mit dem Code, den wir dir geschickt haben.',
      UsernameExistsException: 'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich stattdessen an.',
      InvalidPasswordException:
        'Das Passwort braucht mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
      CodeMismatchException: 'Dieser Code stimmt nicht. Bitte prüfe ihn und versuche es noch einmal.',
      ExpiredCodeException: 'Dieser Code ist abgelaufen. Fordere einen neuen an.',
      LimitExceededException: 'Zu viele Versuche. Bitte warte eine Weile und versuche es dann noch einmal.',
      InvalidParameterException: 'Bitte prüfe deine Eingaben.',
      CodeDeliveryFailureException:
        'Wir konnten den Code nicht schicken. Bitte versuche es später noch einmal.',
      generic: 'Etwas ist schiefgegangen. Bitte versuche es noch einmal.',
    } as Record<string, string>,
    rejectedTitle: 'Anmeldeanfrage abgelehnt',
  },
} as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The language of the hosted pages: Cognito's `lang` parameter, else the browser's first choice, else English. */
export function pageLanguageOf(
  lang: string | null | undefined,
  acceptLanguage: string | undefined,
): PageLanguage {
  const chosen = (lang ?? '').toLowerCase();
  if (chosen.startsWith('de')) return 'de';
  if (chosen.startsWith('en')) return 'en';
  return (acceptLanguage ?? '').trim().toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** The text shown for a Cognito error name (the generic text for anything else). */
export function errorText(language: PageLanguage, type: string): string {
  const errors = TEXTS[language].errors;
  return errors[type] ?? errors['generic']!;
}

/** The sign-in page as before issue #24's account pages (kept for callers that only pick a test identity). */
export function renderLoginPage(input: LoginPageInput): string {
  return renderHostedPage({ language: 'en', emailSignIn: false, ...input, view: 'signin' });
}

export function renderHostedPage(input: HostedPageInput): string {
  const t = TEXTS[input.language];
  const query = new URLSearchParams(input.hidden);
  const link = (path: string, extra: Record<string, string> = {}) => {
    const q = new URLSearchParams(query);
    for (const [k, v] of Object.entries(extra)) q.set(k, v);
    return escapeHtml(`${path}?${q.toString()}`);
  };
  const hidden = hiddenFields(input.hidden);
  const emailValue = escapeHtml(input.email ?? '');
  const alert = input.error
    ? `<p role="alert" class="error" id="form-error">${escapeHtml(errorText(input.language, input.error))}</p>`
    : '';
  const notice = input.notice
    ? `<p role="status" class="notice">${escapeHtml(t.notices[input.notice])}</p>`
    : '';
  const describedBy = input.error ? ' aria-describedby="form-error"' : '';
  const invalid = input.error ? ' aria-invalid="true"' : '';
  const emailField = (autofocus: boolean) => `<label for="f-email">${t.email}</label>
        <input id="f-email" name="email" type="email" autocomplete="username" required value="${emailValue}"${autofocus ? ' autofocus' : ''}${invalid}${describedBy}>`;
  const passwordField = (
    name: string,
    label: string,
    autocomplete: string,
    hint: boolean,
  ) => `<label for="f-${name}">${label}</label>
        ${hint ? `<span class="hint" id="f-${name}-hint">${t.passwordHint}</span>` : ''}
        <input id="f-${name}" name="${name}" type="password" autocomplete="${autocomplete}" required${invalid}${hint ? ` aria-describedby="f-${name}-hint${input.error ? ' form-error' : ''}"` : describedBy}>`;
  const codeField = `<label for="f-code">${t.code}</label>
        <input id="f-code" name="code" inputmode="numeric" autocomplete="one-time-code" required autofocus${invalid}${describedBy}>`;
  const keptEmail = `<input type="hidden" name="email" value="${emailValue}">`;

  let body: string;
  switch (input.view) {
    case 'signin': {
      const buttons = input.choices.map((c) => renderChoice(c, t.continueWith)).join('\n        ');
      const emailForm = input.emailSignIn
        ? `<form method="post" action="/login" class="stack" aria-labelledby="title">
        ${hidden}
        <input type="hidden" name="action" value="signin">
        ${emailField(true)}
        ${passwordField('password', t.password, 'current-password', false)}
        <button type="submit" class="primary">${t.signIn}</button>
      </form>
      <p class="aside"><a href="${link('/forgotPassword')}">${t.forgot}</a></p>`
        : '';
      const federated = input.choices.length
        ? `${input.emailSignIn ? `<p class="divider"><span>${t.orTest}</span></p>` : ''}
      <form method="post" action="/login" class="stack" aria-label="${t.orTest}">
        ${hidden}
        ${buttons}
      </form>`
        : '';
      const signUp = input.emailSignIn
        ? `<p class="aside">${t.noAccount} <a href="${link('/signup')}">${t.createAccount}</a></p>`
        : '';
      body = `${emailForm}${federated}${signUp}`;
      break;
    }
    case 'signup':
      body = `<p class="lead">${t.signUpLead}</p>
      <form method="post" action="/signup" class="stack" aria-labelledby="title">
        ${hidden}
        ${emailField(true)}
        ${passwordField('password', t.password, 'new-password', true)}
        <button type="submit" class="primary">${t.signUpSubmit}</button>
      </form>
      <p class="aside">${t.haveAccount} <a href="${link('/login')}">${t.toSignIn}</a></p>`;
      break;
    case 'confirm':
      body = `<p class="lead">${escapeHtml(t.confirmLead(input.destination ?? ''))}</p>
      <form method="post" action="/confirmUser" class="stack" aria-labelledby="title">
        ${hidden}
        ${keptEmail}
        ${codeField}
        <button type="submit" class="primary">${t.confirmSubmit}</button>
      </form>
      <form method="post" action="/resendCode" class="aside">
        ${hidden}
        ${keptEmail}
        <button type="submit" class="link">${t.resend}</button>
      </form>`;
      break;
    case 'forgot':
      body = `<p class="lead">${t.forgotLead}</p>
      <form method="post" action="/forgotPassword" class="stack" aria-labelledby="title">
        ${hidden}
        ${emailField(true)}
        <button type="submit" class="primary">${t.forgotSubmit}</button>
      </form>
      <p class="aside"><a href="${link('/login')}">${t.toSignIn}</a></p>`;
      break;
    case 'reset':
      body = `<p class="lead">${escapeHtml(t.resetLead(input.destination ?? ''))}</p>
      <form method="post" action="/confirmForgotPassword" class="stack" aria-labelledby="title">
        ${hidden}
        ${keptEmail}
        ${codeField}
        ${passwordField('password', t.newPassword, 'new-password', true)}
        <button type="submit" class="primary">${t.resetSubmit}</button>
      </form>
      <p class="aside"><a href="${link('/forgotPassword')}">${t.resend}</a></p>`;
      break;
  }

  const path = {
    signin: '/login',
    signup: '/signup',
    confirm: '/login',
    forgot: '/forgotPassword',
    reset: '/forgotPassword',
  }[input.view];
  const other: PageLanguage = input.language === 'de' ? 'en' : 'de';
  return layout(
    input.language,
    `${t.htmlTitle} · ${t.titles[input.view]}`,
    `<nav class="lang" aria-label="${t.languages}"><a href="${link(path, { lang: other })}" lang="${other}" hreflang="${other}">${other === 'de' ? 'Deutsch' : 'English'}</a></nav>
      <h1 id="title">${t.titles[input.view]}</h1>
      <p class="note">${t.localNote}</p>
      ${notice}
      ${alert}
      ${body}
      <p class="cancel"><a href="${escapeHtml(input.cancelUrl)}">${t.cancel}</a></p>`,
  );
}

/** A request the hosted login refuses (a wrong client, redirect or scope): for developers, in both languages. */
export function renderErrorPage(message: string): string {
  return layout(
    'en',
    `${TEXTS.en.rejectedTitle} · ${TEXTS.de.rejectedTitle}`,
    `<h1>${TEXTS.en.rejectedTitle}</h1>
      <p class="note" lang="de">${TEXTS.de.rejectedTitle}</p>
      <p role="alert" class="error">${escapeHtml(message)}</p>`,
  );
}

function hiddenFields(hidden: Record<string, string>): string {
  return Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n        ');
}

function renderChoice(choice: LoginChoice, continueWith: (name: string) => string): string {
  const label = PROVIDER_LABEL[choice.provider];
  return `<button type="submit" name="identity" value="${choice.provider}" class="choice">
          <span class="mark" aria-hidden="true">${label.mark}</span>
          <span class="text">
            <span>${continueWith(label.name)}</span>
            <span class="email">${escapeHtml(choice.email)}</span>
          </span>
        </button>`;
}

function layout(language: PageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <style>
      :root { color-scheme: light; font-family: system-ui, 'Noto Sans', sans-serif; }
      *, *::before, *::after { box-sizing: border-box; }
      body { margin: 0; min-height: 100vh; padding: 1rem; background: #f6f1e9; color: #1f2430; }
      main { background: #fff; max-width: 26rem; margin: 0 auto; padding: 1.5rem; border-radius: 1rem;
        box-shadow: 0 0.5rem 2rem rgb(31 36 48 / 12%); }
      @media (min-width: 480px) { body { padding: 3rem 1rem; } main { padding: 2rem; } }
      h1 { font-size: 1.4rem; margin: 0; }
      .lang { text-align: right; font-size: 0.9rem; margin: 0 0 0.5rem; }
      .note { font-size: 0.9rem; line-height: 1.5; margin: 0.75rem 0 1.25rem; color: #4a5060; }
      .lead { line-height: 1.5; }
      form.stack { display: grid; gap: 0.6rem; }
      label { font-weight: 600; }
      .hint { font-size: 0.85rem; color: #4a5060; }
      input { font: inherit; width: 100%; padding: 0.7rem 0.8rem; border: 2px solid #8a8f9c; border-radius: 0.6rem; }
      input[aria-invalid="true"] { border-color: #a4161a; }
      button { font: inherit; cursor: pointer; }
      .primary { margin-top: 0.4rem; padding: 0.8rem 1rem; border: 0; border-radius: 0.75rem; background: #4b3390;
        color: #fff; font-weight: 700; }
      .primary:hover { background: #3b2674; }
      .link { border: 0; background: none; color: #4b3390; text-decoration: underline; padding: 0; }
      .choice { display: flex; align-items: center; gap: 0.9rem; width: 100%; padding: 0.85rem 1rem;
        text-align: left; color: inherit; background: #fff; border: 2px solid #c9ccd3; border-radius: 0.75rem; }
      .choice:hover { border-color: #6b4fbb; background: #f7f4fd; }
      :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 3px; }
      .mark { display: grid; place-items: center; width: 2.25rem; height: 2.25rem; border-radius: 50%;
        background: #1f2430; color: #fff; font-weight: 700; flex: none; }
      .text { display: grid; gap: 0.2rem; }
      .email { font-size: 0.9rem; color: #4a5060; }
      .divider { display: flex; align-items: center; gap: 0.75rem; color: #4a5060; font-size: 0.9rem; margin: 1.25rem 0 0.75rem; }
      .divider::before, .divider::after { content: ''; flex: 1; border-top: 1px solid #c9ccd3; }
      .aside { margin: 1rem 0 0; text-align: center; }
      .cancel { margin: 1.25rem 0 0; text-align: center; }
      a { color: #4b3390; }
      .error { color: #a4161a; font-weight: 600; }
      .notice { color: #1f6a43; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      ${body}
    </main>
  </body>
</html>
`;
}
