import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { internalErrorMessage, SERVER_MESSAGES } from '@portal/shared/messages';
import { logPath } from '../logging/log-path.js';
import { databaseErrorToHttp } from './database-errors.js';
import { reportStorageProblem, storageProblemOf } from './storage-errors.js';
import { awaitingSession } from '../guards/session-check.js';

export interface ErrorBody {
  message: string;
  requestId?: string;
  [extra: string]: unknown;
}

/** Every error leaves the API as { message } in Portuguese; the unexpected ones carry the request id. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Erro');

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    // A session checked in parallel with the read (ParallelSessionCheck): no error (a 404, a 403 of a
    // role the cache still held) is answered before it holds; a session that ended gets the 401; a
    // session that could not be checked (the database gone) gets what kept it from being checked.
    const pending = awaitingSession(request);
    if (!pending) return this.answer(exception, host);
    void pending
      .then(
        (holds) => this.answer(holds ? exception : new UnauthorizedException(SERVER_MESSAGES.unauthenticated), host),
        (error: unknown) => this.answer(error, host),
      )
      .catch((error: Error) => this.logger.error(error.message, error.stack));
  }

  private answer(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const requestId = String(request.headers['x-request-id'] ?? '');
    const known = exception instanceof HttpException ? exception : databaseErrorToHttp(exception);

    if (!known) {
      this.logger.error(
        `[${requestId}] ${request.method} ${logPath(request.originalUrl)}`,
        (exception as Error)?.stack ?? String(exception),
      );
      send(response, HttpStatus.INTERNAL_SERVER_ERROR, { message: internalErrorMessage(requestId), requestId });
      return;
    }
    const status = known.getStatus();
    // A full or failing disk is the operator's: one line a minute saying so, not one per request.
    const storage = exception === known ? undefined : storageProblemOf(exception);
    if (storage) reportStorageProblem(storage, exception, `${request.method} ${logPath(request.originalUrl)}`);
    else if (status >= 500)
      this.logger.warn(`[${requestId}] ${request.method} ${logPath(request.originalUrl)}: ${known.message}`);
    send(response, status, { ...bodyOf(known), requestId });
  }
}

function bodyOf(exception: HttpException): ErrorBody {
  const raw = exception.getResponse();
  if (typeof raw === 'string') return { message: raw };
  const { message, statusCode: _status, error: _error, ...extra } = raw as Record<string, unknown>;
  const text = Array.isArray(message) ? message.join(' ') : typeof message === 'string' ? message : exception.message;
  // Framework texts in English: Nest's "Cannot GET /api/x", the router's "Failed to decode param".
  if (exception.getStatus() === 404 && /^Cannot [A-Z]+ /.test(text)) return { message: SERVER_MESSAGES.routeNotFound };
  if (/^Failed to decode param/.test(text)) return { message: SERVER_MESSAGES.invalidPathParam };
  return { ...extra, message: text };
}

// A 429 without its own wait (none is built so: TooManyRequestsException requires one) still says when.
const DEFAULT_RETRY_AFTER = 60;

function send(response: Response, status: number, body: ErrorBody): void {
  if (response.headersSent) return;
  if (status === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', '5');
  if (status === HttpStatus.TOO_MANY_REQUESTS) {
    const wait = Number.isInteger(body.retryAfter) ? (body.retryAfter as number) : DEFAULT_RETRY_AFTER;
    body.retryAfter = wait;
    response.setHeader('Retry-After', String(wait));
  }
  response.status(status).json(body);
}
