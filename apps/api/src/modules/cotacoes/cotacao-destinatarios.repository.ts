import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Destinatario } from '@portal/shared/dto';
import { AppDatabase, type Db } from '../../database/database.js';
import type { Tx } from '../../database/db.js';
import { typedDb } from '../../database/typed-db.js';
import { ContasExcluidas } from '../accounts/index.js';
import { destinatariosDoCliente } from '../clientes/index.js';

export interface ResumoEmail {
  id: number;
  numero: string;
  revisao: number;
  clienteId: number;
  clienteNome: string;
  validade: string;
  total: string;
  itens: number;
  vendedorNome: string;
  vendedorEmail: string;
  vendedorTelefone: string | null;
}

export type { Destinatario };

/**
 * What the quotation e-mails read, in the transaction of the action that queues them: who they go to
 * and what they say. The recipients are clientes' one rule (`destinatariosDoCliente`), the same the
 * send dialog's route GET /api/Clientes/{id}/destinatarios answers. Both take the Prisma `tx` the mail
 * queue writes with (mail and clientes are still on Prisma); the summary takes either executor.
 */
@Injectable()
export class CotacaoDestinatariosRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly excluidas: ContasExcluidas,
  ) {}

  /** Who the quotation e-mails go to: the one rule, shared with the send dialog's list. */
  destinatarios(clienteId: number, tx: Tx): Promise<Destinatario[]> {
    return destinatariosDoCliente(tx, clienteId, this.excluidas);
  }

  /** What the e-mails say about a quotation, read in the transaction that changes it. */
  async resumoParaEmail(id: number, db: Db | Tx = this.db): Promise<ResumoEmail> {
    // A Prisma tx (the notices' callers) stands for its transaction's Db.
    return typedDb(db)
      .selectFrom('cotacoes as c')
      .innerJoin('clientes as k', 'k.id', 'c.cliente_id')
      .innerJoin('users as u', 'u.id', 'c.vendedor_id')
      .select((eb) => [
        'c.id',
        'c.numero',
        'c.revisao',
        'c.cliente_id as clienteId',
        'k.nome as clienteNome',
        sql<string>`to_char(c.validade, 'YYYY-MM-DD')`.as('validade'),
        'c.total',
        eb
          .selectFrom('cotacao_itens as i')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('i.cotacao_id', '=', 'c.id')
          .$asScalar()
          .as('itens'),
        'u.name as vendedorNome',
        'u.email as vendedorEmail',
        'u.phone_number as vendedorTelefone',
      ])
      .where('c.id', '=', id)
      .executeTakeFirstOrThrow();
  }
}
