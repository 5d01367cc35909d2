import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** SMTP delivery through nodemailer; `smtpUrl` is smtp:// or smtps:// with credentials in it. */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, unsubscribeUrl }) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(unsubscribeUrl
          ? {
              headers: {
                'List-Unsubscribe': `<${unsubscribeUrl}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}
