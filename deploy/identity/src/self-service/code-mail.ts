import { createTransport, type Transporter } from 'nodemailer';
import type { CodePurpose } from './confirmation-codes';

export type MailLanguage = 'de' | 'en';

export interface CodeEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where the local identity's codes go: the mail catcher (SMTP) locally, the identity's log without one. */
export interface CodeMailer {
  send(email: CodeEmail): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string | undefined;
  password?: string | undefined;
  from: string;
}

/** SMTP through nodemailer, as the notifications service sends; locally to the mail catcher (maildev). */
export function smtpCodeMailer(settings: SmtpSettings): CodeMailer {
  const transport: Transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
  });
  return {
    async send(email) {
      await transport.sendMail({ from: settings.from, ...email });
    },
    close: () => transport.close(),
  };
}

/** Without an SMTP server the code is written to the identity's log, as cognito-local's console delivery does. */
export function logCodeMailer(log: (line: string) => void): CodeMailer {
  return {
    async send(email) {
      log(
        `identity: no SMTP_HOST, so this email to ${email.to} goes to the log: ${email.subject} — ${email.text}`,
      );
    },
    close: () => undefined,
  };
}

const TEXTS = {
  de: {
    signup: {
      subject: 'Dein Bestätigungscode für Fabelhaft',
      lead: 'willkommen bei Fabelhaft! Mit diesem Code bestätigst du dein neues Konto:',
      validity: 'Der Code gilt 24 Stunden.',
      ignore: 'Du hast dich nicht bei Fabelhaft registriert? Dann kannst du diese E-Mail einfach ignorieren.',
    },
    password: {
      subject: 'Dein Code zum Zurücksetzen des Passworts',
      lead: 'mit diesem Code legst du ein neues Passwort für dein Fabelhaft-Konto fest:',
      validity: 'Der Code gilt eine Stunde.',
      ignore: 'Du hast kein neues Passwort angefordert? Dann bleibt dein Passwort, wie es ist.',
    },
    greeting: 'Hallo,',
    signature: 'Viele Grüße\ndein Fabelhaft-Team',
  },
  en: {
    signup: {
      subject: 'Your Fabelhaft confirmation code',
      lead: 'welcome to Fabelhaft! Use this code to confirm your new account:',
      validity: 'The code is valid for 24 hours.',
      ignore: 'You did not sign up for Fabelhaft? Then just ignore this email.',
    },
    password: {
      subject: 'Your code to reset your password',
      lead: 'use this code to set a new password for your Fabelhaft account:',
      validity: 'The code is valid for one hour.',
      ignore: 'You did not ask for a new password? Then your password stays as it is.',
    },
    greeting: 'Hello,',
    signature: 'Best wishes\nThe Fabelhaft team',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The email that carries a code (what Cognito's verification message is for a pool), in de or en. */
export function codeEmail(purpose: CodePurpose, language: MailLanguage, to: string, code: string): CodeEmail {
  const t = TEXTS[language];
  const p = t[purpose];
  const text = [t.greeting, '', p.lead, '', code, '', p.validity, '', p.ignore, '', t.signature].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(p.subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5; color: #2b2b2b">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(p.lead)}</p>
<p style="font-size: 1.6em; font-weight: bold; letter-spacing: 0.2em">${escapeHtml(code)}</p>
<p>${escapeHtml(p.validity)}</p>
<p>${escapeHtml(p.ignore)}</p>
<p>${t.signature.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { to, subject: p.subject, text, html };
}

/** The email's language: ClientMetadata.locale (as a CustomMessage trigger reads it), German by default. */
export function mailLanguageOf(clientMetadata: unknown): MailLanguage {
  const locale =
    clientMetadata && typeof clientMetadata === 'object'
      ? (clientMetadata as Record<string, unknown>)['locale']
      : undefined;
  return typeof locale === 'string' && locale.toLowerCase().startsWith('en') ? 'en' : 'de';
}
