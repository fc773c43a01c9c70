import { HttpException, HttpStatus } from '@nestjs/common';

/** A 429 that tells the client when to come back (the filter turns it into a Retry-After header). */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
