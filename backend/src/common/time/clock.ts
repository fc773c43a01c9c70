import { Injectable } from '@nestjs/common';

/** "Now", in one injectable place, so rules that depend on the time (booking hours) can be tested at any moment. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
