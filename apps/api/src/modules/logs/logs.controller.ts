import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Actor, type AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { KnownQuery } from '../../common/http/known-query.interceptor.js';
import { LogPageDto } from './dto/log-entry.response.js';
import { LogSearchQueryDto } from './dto/log-search-query.dto.js';
import { LogsService } from './logs.service.js';
import { ApiCsv, ApiDoc } from '../../common/openapi/api-doc.decorator.js';

@ApiTags('Logs')
@Roles('ADMIN')
@Controller('logs')
export class LogsController {
  constructor(private readonly logs: LogsService) {}

  @ApiDoc('Buscar registros de auditoria', 400)
  @Get()
  @KnownQuery(LogSearchQueryDto)
  @ApiOkResponse({ type: LogPageDto })
  search(@Query() query: LogSearchQueryDto): Promise<LogPageDto> {
    return this.logs.search(query);
  }

  // Every entry matching the filters, newest first, as CSV.
  @ApiDoc('Exportar a busca de registros (CSV)', 400)
  @ApiCsv()
  @Get('export')
  @KnownQuery(LogSearchQueryDto)
  exportCsv(@Query() query: LogSearchQueryDto, @Actor() actor: AuditActor, @Res() response: Response) {
    return this.logs.exportCsv(response, query, actor);
  }
}
