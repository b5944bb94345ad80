/** One email as the SMTP side sends it. `messageId` is derived from the event, so a resend is recognisable. */
export interface OutgoingEmail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends mail (SMTP through nodemailer in every environment; locally to the mail catcher). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close?(): void;
}
