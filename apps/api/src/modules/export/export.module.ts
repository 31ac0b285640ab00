import { Global, Module } from '@nestjs/common';
import { ExportService } from './export.service.js';

/** CSV exports of the four searches: global, so each search controller can add its /export route. */
@Global()
@Module({ providers: [ExportService], exports: [ExportService] })
export class ExportModule {}
