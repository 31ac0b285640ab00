import { Global, Module } from '@nestjs/common';
import { ExportRepository } from './export.repository.js';
import { ExportService } from './export.service.js';

/** CSV exports of the four searches: global, so each search controller can add its /export route. */
@Global()
@Module({ providers: [ExportRepository, ExportService], exports: [ExportService] })
export class ExportModule {}
