import { Module } from '@nestjs/common';
import { JobsRepository } from './jobs.repository.js';
import { JobsService } from './jobs.service.js';

// Not global on purpose: Nest destroys modules in reverse import order, so an importer's JobsModule
// stops its workers before the global DatabaseModule ends the Prisma pool a handler may be using.
@Module({ providers: [JobsService, JobsRepository], exports: [JobsService] })
export class JobsModule {}
