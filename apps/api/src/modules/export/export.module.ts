import { Module } from '@nestjs/common';
import { ExportRepository } from './export.repository.js';
import { ExportService } from './export.service.js';
import { AuditModule } from '../audit/index.js';

/** CSV exports of the searches: each search module imports it for its /export route. */
@Module({ imports: [AuditModule], providers: [ExportRepository, ExportService], exports: [ExportService] })
export class ExportModule {}
