import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer, OutgoingEmail } from '../ports/mailer.port';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
  timeoutMs: number;
}

/** SMTP through nodemailer (pooled connection). Locally the mail catcher listens without TLS or auth. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transport = createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      pool: true,
      maxConnections: 2,
      connectionTimeout: settings.timeoutMs,
      greetingTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs,
      ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    });
  }

  async send(email: OutgoingEmail): Promise<void> {
    await this.transport.sendMail({
      from: this.settings.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: email.messageId,
      attachments: email.attachments,
    });
  }

  close(): void {
    this.transport.close();
  }
}
