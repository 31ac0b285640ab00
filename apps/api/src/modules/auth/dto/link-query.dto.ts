import { Allow } from 'class-validator';

/** ?userId=&token= of the e-mailed links. Any shape is accepted: a bad one is just an invalid link. */
export class LinkQueryDto {
  @Allow()
  userId?: unknown;

  @Allow()
  token?: unknown;
}
