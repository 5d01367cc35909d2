import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, errorCatalogue, type ErrorCode, type ErrorKind } from '@afrimedia/domain';

const statusByKind: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  payment: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
};

/** The one error shape of the API: the client splits `error` at the colon to translate the code (spec §8). */
export interface ErrorBody {
  code: string;
  message: string;
  error: string;
  field?: string;
  requestId?: string;
}

export function errorBody(
  code: ErrorCode | 'INTERNAL_ERROR' | 'BAD_REQUEST',
  message: string,
  field?: string,
): ErrorBody {
  return { code, message, error: `${code}: ${message}`, ...(field ? { field } : {}) };
}

export const apiNotFound: RequestHandler = (request, response) => {
  response
    .status(404)
    .json(errorBody('NOT_FOUND', `No API call ${request.method} ${request.originalUrl.split('?')[0]}`));
};

export const errorHandler: ErrorRequestHandler = (error, request, response, _next) => {
  const requestId = String(request.id ?? '');
  if (error instanceof DomainError) {
    response.status(statusByKind[error.kind]).json(errorBody(error.code, error.message, error.field));
    return;
  }
  if (isClientHttpError(error)) {
    response.status(error.status).json(clientErrorBody(error));
    return;
  }
  request.log?.error({ err: error }, 'unhandled error');
  response
    .status(500)
    .json({ ...errorBody('INTERNAL_ERROR', errorCatalogue.SOMETHING_WENT_WRONG.message), requestId });
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

function clientErrorBody(error: ClientHttpError): ErrorBody {
  if (error.status === 413) return errorBody('FILE_TOO_LARGE', errorCatalogue.FILE_TOO_LARGE.message);
  if (error.status === 404) return errorBody('NOT_FOUND', errorCatalogue.NOT_FOUND.message);
  if (error.type === 'entity.parse.failed')
    return errorBody('BAD_REQUEST', 'The request body is not valid JSON.');
  return errorBody('BAD_REQUEST', 'The request could not be understood.');
}
