import { Injectable, Module } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';
import { AuditModule, AuditService } from '../audit/index.js';
import { ExportModule, ExportService } from '../export/index.js';

/** What every back-office record service uses besides its repository: one parameter of its constructor. */
@Injectable()
export class CrudParts {
  constructor(
    readonly transactions: Transactions,
    readonly audit: AuditService,
    readonly exports: ExportService,
  ) {}
}

/** Imported by an entity's module for CrudService (it brings the audit trail and the CSV export). */
@Module({ imports: [AuditModule, ExportModule], providers: [CrudParts], exports: [CrudParts] })
export class CrudModule {}
