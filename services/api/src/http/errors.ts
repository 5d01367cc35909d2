import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { DomainError, type ErrorCode, type ErrorKind } from '@afrimedia/domain';
import { translateError } from '@afrimedia/i18n';
import { isDatabaseUnavailable } from '@afrimedia/postgres/unavailable';
import { answeredOnPurpose } from './request-logging.ts';

const statusByKind: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  payment: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  precondition: 412,
  too_many: 429,
  unsupported: 415,
  not_implemented: 501,
  unavailable: 503,
};

const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

type ApiErrorCode = ErrorCode | 'INTERNAL_ERROR' | 'BAD_REQUEST';

/** The one error shape of the API: the client splits `error` at the colon to translate the code (spec §8). */
export interface ErrorBody {
  code: string;
  message: string;
  error: string;
  field?: string;
  requestId?: string;
}

/** The body for `code`, its message in the request's language (English before the context exists). */
export function errorBody(request: Request, code: ApiErrorCode, field?: string): ErrorBody {
  return errorBodyIn(request.ctx?.lang ?? 'en', code, field);
}

/** The body for `code` in `lang`: for refusals made before the request context exists. */
export function errorBodyIn(lang: string, code: ApiErrorCode, field?: string): ErrorBody {
  const message = translateError(lang, code);
  return { code, message, error: `${code}: ${message}`, ...(field ? { field } : {}) };
}

export const apiNotFound: RequestHandler = (request, response) => {
  response.status(404).json(errorBody(request, 'NO_SUCH_CALL'));
};

export const errorHandler: ErrorRequestHandler = (error, request, response, _next) => {
  if (error instanceof DomainError) {
    if (error.kind === 'not_implemented') answeredOnPurpose(response);
    response.status(statusByKind[error.kind]).json(errorBody(request, error.code, error.field));
    return;
  }
  if (isClientHttpError(error)) {
    response.status(error.status).json(errorBody(request, clientErrorCode(error)));
    return;
  }
  if (isDatabaseUnavailable(error)) {
    // The database is gone or not answering in time: the client may retry; the process keeps serving.
    request.log?.warn({ err: error }, 'database unavailable');
    response
      .status(statusByKind.unavailable)
      .set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      .json(errorBody(request, 'SERVICE_UNAVAILABLE'));
    return;
  }
  request.log?.error({ err: error }, 'unhandled error');
  response.status(500).json({ ...errorBody(request, 'INTERNAL_ERROR'), requestId: String(request.id ?? '') });
};

/** Errors raised by express' own middleware (body parsing, static files) through http-errors. */
interface ClientHttpError {
  status: number;
  type?: string;
}

function isClientHttpError(error: unknown): error is ClientHttpError {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function clientErrorCode(error: ClientHttpError): ApiErrorCode {
  if (error.status === 413) return 'FILE_TOO_LARGE';
  if (error.status === 404) return 'NOT_FOUND';
  // A JSON body in a charset or content encoding the parser does not read.
  if (error.status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'BAD_REQUEST';
}
