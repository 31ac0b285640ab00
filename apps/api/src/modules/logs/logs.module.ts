import { Module } from '@nestjs/common';
import { LogsController } from './logs.controller.js';
import { LogsRepository } from './logs.repository.js';
import { LogsService } from './logs.service.js';

@Module({ controllers: [LogsController], providers: [LogsService, LogsRepository] })
export class LogsModule {}
