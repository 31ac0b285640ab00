import { Injectable } from '@nestjs/common';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { orNotFound, type Tx } from '../../database/db.js';
import { AuditService, type AuditRow } from '../audit/index.js';
import { AcessosRepository, type AcessoRow } from './acessos.repository.js';

/** A staff CSV that carries customers' personal data: of customers, of orders (name, CPF/CNPJ), of quotations (name). */
export type ViaDeExportacao = 'csv' | 'csv_pedidos' | 'csv_cotacoes';

/** How a customer's personal data was read: the modal/GET by id, a CSV export, a quotation PDF, the LGPD export. */
export type ViaDeLeitura = 'modal' | ViaDeExportacao | 'pdf' | 'exportacao';

const VIAS: Record<ViaDeLeitura, string> = {
  modal: 'ficha do cliente',
  csv: 'exportação CSV',
  csv_pedidos: 'exportação CSV de pedidos',
  csv_cotacoes: 'exportação CSV de cotações',
  pdf: 'PDF de cotação',
  exportacao: 'exportação de dados pessoais',
};

/**
 * The record of who read whose personal data (LGPD arts. 18 and 37): one audit entry per read, with
 * action DADOS_PESSOAIS_LIDOS, clienteId, the reader's userId and IP, and the path (via).
 */
@Injectable()
export class AcessosService {
  constructor(
    private readonly repository: AcessosRepository,
    private readonly audit: AuditService,
  ) {}

  /** `tx`: the transaction the entry commits with (the export's limit transaction). */
  async registrar(clienteId: number, actor: AuditActor, via: ViaDeLeitura, tx?: Tx): Promise<void> {
    await this.audit.record(
      {
        message: `Dados pessoais lidos: cliente id ${clienteId} (${VIAS[via]})`,
        action: 'DADOS_PESSOAIS_LIDOS',
        ...actor,
        idObject: clienteId,
        fields: { clienteId, via },
      },
      tx,
    );
  }

  /**
   * The entry of `registrar`, collected instead of written: the caller's read writes it in its own
   * statement (database/record-reads.ts), so the read and its record commit together, and a read that
   * finds nothing (404) records nothing.
   */
  registro(clienteId: number, actor: AuditActor, via: ViaDeLeitura): Promise<AuditRow[]> {
    return this.audit.collect(() => this.registrar(clienteId, actor, via));
  }

  /**
   * A CSV batch: one entry listing its customers, each once (a customer's many orders in a batch are
   * one read), so a 100k-row export writes 100 entries, not 100k.
   */
  async registrarLote(ids: number[], actor: AuditActor, via: ViaDeExportacao): Promise<void> {
    const clienteIds = [...new Set(ids)];
    if (!clienteIds.length) return;
    await this.audit.record({
      message: `Dados pessoais lidos: ${clienteIds.length} clientes (${VIAS[via]})`,
      action: 'DADOS_PESSOAIS_LIDOS',
      ...actor,
      fields: { clienteId: null, clienteIds, via },
    });
  }

  /** The `onBatch` of an export (ExportService.stream): each batch written is a read of its rows' customers. */
  lotes<R extends { clienteId: number }>(actor: AuditActor, via: ViaDeExportacao): (rows: R[]) => Promise<void> {
    return (rows) =>
      this.registrarLote(
        rows.map((row) => row.clienteId),
        actor,
        via,
      );
  }

  async relatorio(clienteId: number): Promise<{ data: AcessoRow[]; totalCount: number }> {
    orNotFound((await this.repository.clienteExiste(clienteId)) || null);
    const data = await this.repository.relatorio(clienteId);
    return { data, totalCount: data.length };
  }
}
