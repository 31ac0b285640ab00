import { ApiProperty } from '@nestjs/swagger';

export class LogEntryDto {
  @ApiProperty({ description: 'Data-hora ISO 8601.' }) timestamp: Date;
  @ApiProperty() message: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'userId, idObject, email, ip, action e, quando houver, changes.',
  })
  data: Record<string, unknown>;
}

export class LogPageDto {
  @ApiProperty({ type: [LogEntryDto] }) data: LogEntryDto[];
  @ApiProperty() totalCount: number;
}
