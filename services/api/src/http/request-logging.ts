import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.ts';

const REQUEST_ID_HEADER = 'x-request-id';
/** Query parameters that open an account or prove who someone is: never written to a log. */
const SECRET_PARAMETERS = /^(?:token|code|pin|pass|password|refresh_?token|validation_token|key)$/i;

/** A request's URL as the log keeps it: the values of secret parameters replaced, everything else as sent. */
export function redactedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const fields = url
    .slice(query + 1)
    .split('&')
    .map((field) => {
      const name = field.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is kept as sent; only well-formed secret names are known to be secret.
      }
      return SECRET_PARAMETERS.test(decoded) ? `${name}=[redacted]` : field;
    });
  return `${url.slice(0, query)}?${fields.join('&')}`;
}

const ACCEPTABLE_REQUEST_ID = /^[\w.-]{1,128}$/;

const ON_PURPOSE = Symbol('answered on purpose');

/**
 * Marks a response whose 5xx status is the platform's deliberate answer (a feature not open yet, e.g. payments),
 * not a fault: its request line is logged at info, so the error level keeps meaning that something broke.
 */
export function answeredOnPurpose(response: object): void {
  Object.defineProperty(response, ON_PURPOSE, { value: true });
}

const isOnPurpose = (response: object) => ON_PURPOSE in response;

/**
 * Gives every request an id (the caller's X-Request-Id when it is sane, so a trace crosses the load balancer),
 * echoes it in the response and logs one line per request with it. Bodies are never logged; secret query
 * parameters are redacted.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId(request, response) {
      const given = request.headers[REQUEST_ID_HEADER];
      const id = typeof given === 'string' && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID();
      response.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_request, response, error) {
      if (isOnPurpose(response)) return 'info';
      if (error || response.statusCode >= 500) return 'error';
      if (response.statusCode >= 400) return 'warn';
      return 'info';
    },
    serializers: {
      req: (request) => ({ id: request.id, method: request.method, url: redactedUrl(request.url) }),
      res: (response) => ({ statusCode: response.statusCode }),
    },
  });
}
