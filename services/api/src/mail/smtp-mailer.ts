import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** SMTP delivery through nodemailer; `smtpUrl` is smtp:// or smtps:// with credentials in it. */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
