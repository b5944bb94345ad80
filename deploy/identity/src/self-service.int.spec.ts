import { rmSync } from 'node:fs';
import { freePort } from '@fabelhaft/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test-only composition: the stack's mail catcher
import { startMailCatcher } from '../../mail/src/mail-catcher';
import type { IdentityHandle } from './identity';
import {
  CALLBACK_URL,
  claims,
  codeFromMail,
  cognitoCall,
  form,
  passwordSignIn,
  startTestIdentity,
  temporaryDataDir,
} from './test-kit';

/**
 * issue #24, spec §7: SignUp, ConfirmSignUp, ResendConfirmationCode, ForgotPassword and ConfirmForgotPassword on
 * the public port, in Cognito's documented request, response and error shapes, with the codes sent by email
 * to the local mail catcher (never a fixed code).
 */
describe('local identity: sign-up and password reset with emailed codes', () => {
  const dataDir = temporaryDataDir();
  const mailDir = temporaryDataDir();
  let identity: IdentityHandle;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;

  beforeAll(async () => {
    const smtpPort = await freePort();
    mail = await startMailCatcher({ smtpPort, webPort: await freePort(), mailDirectory: mailDir });
    identity = await startTestIdentity(dataDir, 0, {
      host: '127.0.0.1',
      port: smtpPort,
      from: 'Fabelhaft <hallo@fabelhaft.local>',
    });
  });

  afterAll(async () => {
    await identity?.stop();
    await mail?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  });

  const call = (operation: string, body: object) => cognitoCall(identity.url, operation, body);
  const clientId = () => identity.facts.clientId;
  const newEmail = (name: string) => `${name}-${Date.now()}@example.com`;

  it('signs up unconfirmed, mails a code, confirms with it and verifies the email; wrong codes are refused', async () => {
    const email = newEmail('mia');
    const password = 'Fuchs-Finn-2026';
    const signUp = await call('SignUp', {
      ClientId: clientId(),
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
      ClientMetadata: { locale: 'de' },
    });
    expect(signUp).toEqual({
      status: 200,
      body: {
        UserConfirmed: false,
        UserSub: expect.any(String),
        CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'm***@e***' },
      },
    });
    // Not before the confirmation.
    const early = await call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId(),
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    expect(early).toMatchObject({ status: 400, body: { __type: 'UserNotConfirmedException' } });

    const code = await codeFromMail(mail.client.webUrl, email, /Bestätigungscode/);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(
      await call('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: wrong }),
    ).toEqual({
      status: 400,
      body: {
        __type: 'CodeMismatchException',
        message: 'Invalid verification code provided, please try again.',
      },
    });
    expect(
      await call('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: code }),
    ).toEqual({
      status: 200,
      body: {},
    });
    const tokens = await passwordSignIn(identity.url, clientId(), email, password);
    expect(claims(tokens.IdToken)).toMatchObject({ email, email_verified: true });
    expect(
      await call('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: code }),
    ).toMatchObject({
      status: 400,
      body: {
        __type: 'NotAuthorizedException',
        message: 'User cannot be confirmed. Current status is CONFIRMED',
      },
    });
    expect(await call('SignUp', { ClientId: clientId(), Username: email, Password: password })).toMatchObject(
      { status: 400, body: { __type: 'UsernameExistsException' } },
    );
  });

  it('refuses a weak password, an unknown client and a missing username as Cognito does', async () => {
    const email = newEmail('weak');
    expect(await call('SignUp', { ClientId: clientId(), Username: email, Password: 'kurz' })).toEqual({
      status: 400,
      body: {
        __type: 'InvalidPasswordException',
        message: 'Password did not conform with policy: Password not long enough',
      },
    });
    expect(
      await call('SignUp', { ClientId: 'nope', Username: email, Password: 'Fuchs-Finn-2026' }),
    ).toMatchObject({ status: 400, body: { __type: 'ResourceNotFoundException' } });
    expect(await call('ForgotPassword', { ClientId: clientId() })).toMatchObject({
      status: 400,
      body: { __type: 'InvalidParameterException' },
    });
  });

  it('sends a new sign-up code on request; the old one no longer works', async () => {
    const email = newEmail('leo');
    await call('SignUp', {
      ClientId: clientId(),
      Username: email,
      Password: 'Fuchs-Finn-2026',
      UserAttributes: [{ Name: 'email', Value: email }],
      ClientMetadata: { locale: 'en' },
    });
    const first = await codeFromMail(mail.client.webUrl, email, /confirmation code/);
    await mail.client.clear();
    const resent = await call('ResendConfirmationCode', {
      ClientId: clientId(),
      Username: email,
      ClientMetadata: { locale: 'en' },
    });
    expect(resent).toEqual({
      status: 200,
      body: {
        CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'l***@e***' },
      },
    });
    const second = await codeFromMail(mail.client.webUrl, email, /confirmation code/);
    if (first !== second) {
      expect(
        (await call('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: first }))
          .body,
      ).toMatchObject({ __type: 'CodeMismatchException' });
    }
    expect(
      (await call('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: second }))
        .status,
    ).toBe(200);
  });

  it('resets a forgotten password with the emailed code; the old password stops working', async () => {
    const email = newEmail('ida');
    const old = 'Alte-Eule-2025';
    await call('SignUp', {
      ClientId: clientId(),
      Username: email,
      Password: old,
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    const confirm = await codeFromMail(mail.client.webUrl, email, /Bestätigungscode/);
    await call('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: confirm });

    const forgot = await call('ForgotPassword', {
      ClientId: clientId(),
      Username: email,
      ClientMetadata: { locale: 'en' },
    });
    expect(forgot).toEqual({
      status: 200,
      body: {
        CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'i***@e***' },
      },
    });
    const code = await codeFromMail(mail.client.webUrl, email, /reset your password/);
    const fresh = 'Neuer-Mond-2026';
    expect(
      await call('ConfirmForgotPassword', {
        ClientId: clientId(),
        Username: email,
        ConfirmationCode: code,
        Password: 'nosymbol1A',
      }),
    ).toMatchObject({ status: 400, body: { __type: 'InvalidPasswordException' } });
    // The sign-up code is not a password code.
    expect(
      (
        await call('ConfirmForgotPassword', {
          ClientId: clientId(),
          Username: email,
          ConfirmationCode: confirm,
          Password: fresh,
        })
      ).body,
    ).toMatchObject({ __type: expect.stringMatching(/CodeMismatchException|ExpiredCodeException/) });
    expect(
      await call('ConfirmForgotPassword', {
        ClientId: clientId(),
        Username: email,
        ConfirmationCode: code,
        Password: fresh,
      }),
    ).toEqual({ status: 200, body: {} });
    await expect(passwordSignIn(identity.url, clientId(), email, old)).rejects.toThrow(
      /NotAuthorizedException/,
    );
    expect(claims((await passwordSignIn(identity.url, clientId(), email, fresh)).IdToken)['email']).toBe(
      email,
    );
    // Spent.
    expect(
      (
        await call('ConfirmForgotPassword', {
          ClientId: clientId(),
          Username: email,
          ConfirmationCode: code,
          Password: 'Noch-Einmal-2026',
        })
      ).body,
    ).toMatchObject({ __type: 'ExpiredCodeException' });
  });

  it('does not tell whether an account exists: an unknown user gets a “sent” answer and a wrong-code error', async () => {
    const ghost = newEmail('nobody');
    expect(await call('ForgotPassword', { ClientId: clientId(), Username: ghost })).toMatchObject({
      status: 200,
      body: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } },
    });
    expect(
      (
        await call('ConfirmForgotPassword', {
          ClientId: clientId(),
          Username: ghost,
          ConfirmationCode: '123456',
          Password: 'Fuchs-Finn-2026',
        })
      ).body,
    ).toMatchObject({ __type: 'CodeMismatchException' });
    expect(await mail.client.to(ghost)).toEqual([]);
  });

  describe('on the hosted login pages, in German and English', () => {
    const authorize = (extra: Record<string, string> = {}) =>
      `${identity.facts.hostedLoginUrl}?${new URLSearchParams({
        client_id: clientId(),
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: CALLBACK_URL,
        state: 'st-24',
        ...extra,
      })}`;
    const decode = (s: string) => s.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
    /** The hidden fields of the page's first form, as a browser submits them. */
    const hiddenOf = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
          m[1]!,
          decode(m[2]!),
        ]),
      );
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${identity.url}${path}`, form(fields));

    it('offers email sign-in, sign-up and a forgotten password in the language asked for; not for one provider', async () => {
      const de = await (await fetch(authorize({ lang: 'de' }))).text();
      expect(de).toContain('<html lang="de">');
      expect(de).toContain('<h1 id="title">Anmelden</h1>');
      expect(de).toMatch(/<a href="\/signup\?[^"]*lang=de[^"]*">Konto erstellen<\/a>/);
      expect(de).toMatch(/<a href="\/forgotPassword\?[^"]*">Passwort vergessen\?<\/a>/);
      const en = await (await fetch(authorize(), { headers: { 'accept-language': 'en-GB' } })).text();
      expect(en).toContain('<h1 id="title">Sign in</h1>');
      const google = await (await fetch(authorize({ identity_provider: 'Google' }))).text();
      expect(google).not.toContain('name="password"');
      expect(google).not.toContain('/signup');
    });

    it('creates an account, confirms it with the emailed code and signs in back to the storefront', async () => {
      const email = newEmail('hosted');
      const password = 'Sterne-Zaehlen-7';
      const signupPage = await (
        await fetch(authorize({ lang: 'de' }).replace('/oauth2/authorize', '/signup'))
      ).text();
      expect(signupPage).toContain('<h1 id="title">Konto erstellen</h1>');
      const hidden = hiddenOf(signupPage);

      const confirmPage = await post('/signup', { ...hidden, email, password });
      expect(confirmPage.status).toBe(200);
      const confirmHtml = await confirmPage.text();
      expect(confirmHtml).toContain('<h1 id="title">Konto bestätigen</h1>');
      expect(decode(confirmHtml)).toContain('Wir haben dir einen Code an h***@e*** geschickt.');
      const code = await codeFromMail(mail.client.webUrl, email, /Bestätigungscode/);

      const wrong = await post('/confirmUser', {
        ...hidden,
        email,
        code: code === '111111' ? '222222' : '111111',
      });
      expect(wrong.status).toBe(400);
      expect(decode(await wrong.text())).toContain('Dieser Code stimmt nicht.');

      const confirmed = await post('/confirmUser', { ...hidden, email, code });
      const signinHtml = decode(await confirmed.text());
      expect(signinHtml).toContain('Dein Konto ist bestätigt. Melde dich jetzt an.');

      const badPassword = await post('/login', {
        ...hidden,
        action: 'signin',
        email,
        password: 'Falsch-123-x',
      });
      expect(badPassword.status).toBe(400);
      expect(decode(await badPassword.text())).toContain('Wir konnten dich nicht anmelden.');

      const signedIn = await post('/login', { ...hidden, action: 'signin', email, password });
      expect(signedIn.status).toBe(302);
      const back = new URL(signedIn.headers.get('location') ?? '');
      expect(`${back.origin}${back.pathname}`).toBe(CALLBACK_URL);
      expect(back.searchParams.get('state')).toBe('st-24');
      const tokens = (await (
        await fetch(
          `${identity.url}/oauth2/token`,
          form({
            grant_type: 'authorization_code',
            client_id: clientId(),
            code: back.searchParams.get('code') ?? '',
            redirect_uri: CALLBACK_URL,
          }),
        )
      ).json()) as { id_token: string };
      expect(claims(tokens.id_token)).toMatchObject({ email, email_verified: true });
    });

    it('sets a new password with the emailed code (English)', async () => {
      const email = newEmail('forgot');
      await call('SignUp', {
        ClientId: clientId(),
        Username: email,
        Password: 'Alte-Eule-2025',
        UserAttributes: [{ Name: 'email', Value: email }],
      });
      await call('ConfirmSignUp', {
        ClientId: clientId(),
        Username: email,
        ConfirmationCode: await codeFromMail(mail.client.webUrl, email, /Bestätigungscode/),
      });
      const forgotPage = await (
        await fetch(authorize({ lang: 'en' }).replace('/oauth2/authorize', '/forgotPassword'))
      ).text();
      expect(forgotPage).toContain('<h1 id="title">Reset your password</h1>');
      const hidden = hiddenOf(forgotPage);
      const reset = await post('/forgotPassword', { ...hidden, email });
      expect(decode(await reset.text())).toContain('We sent a code to f***@e***.');
      const code = await codeFromMail(mail.client.webUrl, email, /reset your password/);
      const done = await post('/confirmForgotPassword', {
        ...hidden,
        email,
        code,
        password: 'Neuer-Mond-2026',
      });
      expect(decode(await done.text())).toContain(
        'Your password has been changed. Sign in with the new one.',
      );
      const signedIn = await post('/login', {
        ...hidden,
        action: 'signin',
        email,
        password: 'Neuer-Mond-2026',
      });
      expect(signedIn.status).toBe(302);
    });
  });
});
