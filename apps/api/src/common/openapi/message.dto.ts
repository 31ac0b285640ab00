import { ApiProperty } from '@nestjs/swagger';
import type { MessageResponse } from '@portal/shared/dto';

/** Answers that only carry a text (success messages). */
export class MessageDto implements MessageResponse {
  @ApiProperty() message: string;
}
