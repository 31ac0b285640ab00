import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** ?userId=&token= of the e-mailed links. Any shape is accepted: a bad one is just an invalid link. */
export class LinkQueryDto {
  @ApiPropertyOptional({ type: String, example: '42' })
  @Allow()
  userId?: unknown;

  @ApiPropertyOptional({ type: String })
  @Allow()
  token?: unknown;
}
