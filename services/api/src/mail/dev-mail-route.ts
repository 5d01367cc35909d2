import { Router, type RequestHandler } from 'express';
import { isLoopback } from '../http/internal-caller.ts';
import type { ApiDb } from '../storage/api-db.ts';
import { latestDevMail } from './dev-outbox-mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * /dev/mail: the dev outbox, newest first, as a plain page (links in mails are shown, not followed). Its mails
 * open accounts (sign-in links, codes), so only the machine the platform runs on may read them; anyone else is
 * told there is nothing here. `request.ip` honours TRUST_PROXY, so a client behind a trusted proxy is not loopback.
 */
export function devMailRouter(db: ApiDb, wall: RequestHandler): Router {
  const router = Router();
  router.get(['/dev/mail', '/dev/mail.json'], (request, response, next) =>
    isLoopback(request.ip) ? next() : response.status(404).type('text').send('Not found'),
  );
  router.get(['/dev/mail', '/dev/mail.json'], wall);
  router.get('/dev/mail', async (_request, response) => {
    const mails = await latestDevMail(db);
    const items = mails
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.recipient)} · ${mail.sent_at.toISOString()}</p><pre>${escapeHtml(mail.body)}</pre></article>`,
      )
      .join('');
    response
      .type('html')
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Dev mail</title><style>body{font-family:sans-serif;max-width:50rem;margin:auto}pre{white-space:pre-wrap}</style><h1>Dev mail (${mails.length})</h1>${items || '<p>No mail yet.</p>'}</html>`,
      );
  });
  router.get('/dev/mail.json', async (_request, response) => {
    response.json(await latestDevMail(db));
  });
  return router;
}
