import { ApiProperty } from '@nestjs/swagger';
import type { LogEntry, SearchResult } from '@portal/shared/dto';
import type { BeforeJson } from '../../../common/openapi/before-json.js';

export class LogEntryDto implements BeforeJson<LogEntry> {
  @ApiProperty({ description: 'Data-hora ISO 8601.' }) timestamp: Date;
  @ApiProperty() message: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'userId, idObject, email, ip, action e, quando houver, changes.',
  })
  data: Record<string, unknown>;
}

export class LogPageDto implements SearchResult<LogEntryDto> {
  @ApiProperty({ type: [LogEntryDto] }) data: LogEntryDto[];
  @ApiProperty() totalCount: number;
}
