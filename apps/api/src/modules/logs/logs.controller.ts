import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { KnownQuery } from '../../common/search/known-query.interceptor.js';
import { LogPageDto } from './dto/log-entry.response.js';
import { LogSearchQueryDto } from './dto/log-search-query.dto.js';
import { LogsService } from './logs.service.js';

@ApiTags('Logs')
@ApiBearerAuth()
@Roles('ADMIN')
@Controller('logs')
export class LogsController {
  constructor(private readonly logs: LogsService) {}

  @Get()
  @KnownQuery(LogSearchQueryDto)
  @ApiOkResponse({ type: LogPageDto })
  search(@Query() query: LogSearchQueryDto): Promise<LogPageDto> {
    return this.logs.search(query);
  }
}
