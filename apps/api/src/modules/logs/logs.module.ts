import { Module } from '@nestjs/common';
import { LogsController } from './logs.controller.js';
import { LogsRepository } from './logs.repository.js';
import { LogsService } from './logs.service.js';
import { ExportModule } from '../export/index.js';

@Module({ imports: [ExportModule], controllers: [LogsController], providers: [LogsService, LogsRepository] })
export class LogsModule {}
