import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMail } from './compose.ts';
import { smtpMailer } from './smtp-mailer.ts';

describe('the SMTP mailer', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a composed message over a real SMTP conversation, in the recipient language', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Afrimedia <no-reply@afrimedia.test>');
    await mailer.send(composeMail('amina@example.org', 'ar', 'pinCode', { code: '123456', minutes: 15 }));
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@afrimedia.test', to: ['amina@example.org'] });
    expect(received[0]?.data).toMatch(/Subject: =\?UTF-8\?/i);
    const [headers = '', ...rest] = (received[0]?.data ?? '').split('\r\n\r\n');
    const body = rest.join('\r\n\r\n');
    const text = /Content-Transfer-Encoding: base64/i.test(headers)
      ? Buffer.from(body, 'base64').toString('utf8')
      : body;
    expect(text).toContain('123456');
    expect(text).toMatch(/[\u0600-\u06FF]/);
  });

  it('fails loudly when no SMTP server answers', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'Afrimedia <no-reply@afrimedia.test>');
    await expect(mailer.send({ to: 'x@example.org', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});
