import { Global, Module } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import { Transactions } from './transactions.js';

@Global()
@Module({ providers: [PrismaService, Transactions], exports: [PrismaService, Transactions] })
export class DatabaseModule {}
