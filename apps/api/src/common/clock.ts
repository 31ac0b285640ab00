import { Injectable } from '@nestjs/common';

/** The time links are issued and checked against; tests replace `now` to travel forward. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
