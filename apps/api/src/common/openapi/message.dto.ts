import { ApiProperty } from '@nestjs/swagger';

/** Answers that only carry a text (success messages). */
export class MessageDto {
  @ApiProperty() message: string;
}
