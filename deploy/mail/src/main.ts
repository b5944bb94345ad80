import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { mailCatcherArgs } from './mail-catcher';

// `npm start`'s mail catcher (issue #15): maildev's SMTP server and web inbox, in the foreground of this process.
const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 1025);
const webPort = Number(process.env.MAIL_WEB_PORT ?? 1080);
const mailDirectory = process.env.MAIL_DIR ?? join(__dirname, '../../../.local/mail');
/** Loopback unless told otherwise (a container listens on 0.0.0.0). SMTP auth: maildev's MAILDEV_INCOMING_USER/PASS. */
const host = process.env.MAIL_HOST ?? '127.0.0.1';

const child = spawn(process.execPath, mailCatcherArgs({ smtpPort, webPort, mailDirectory, host }), {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
