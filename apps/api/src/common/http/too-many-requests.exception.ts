import { HttpException, HttpStatus } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';

/**
 * Every 429 of the API: it cannot be built without the seconds to wait, which the exception filter
 * sends as Retry-After and the body repeats as `retryAfter`.
 */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfter: number,
    message: string = SERVER_MESSAGES.tooManyRequests,
  ) {
    super({ message, retryAfter }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
