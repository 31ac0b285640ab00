import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';
import type { JsonValue } from '../../database/schema.generated.js';
import {
  TABELAS_DO_TITULAR,
  TABELAS_DO_USUARIO,
  type TabelaExportada,
  type Titular,
} from './dados-pessoais-export-sql.js';

const LOTE = 500;

export interface ResumoCliente {
  nome: string;
  tipo_pessoa: string;
  cpf: string | null;
  cnpj: string | null;
  anonimizado_em: Date | null;
}

export interface AvisoAceito {
  email: string;
  versao: string | null;
  em: Date | null;
}

@Injectable()
export class DadosPessoaisExportRepository {
  constructor(private readonly db: AppDatabase) {}

  async cliente(id: number, db: Db = this.db): Promise<ResumoCliente | undefined> {
    return db
      .selectFrom('clientes')
      .select(['nome', 'tipo_pessoa', 'cpf', 'cnpj', 'anonimizado_em'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The privacy notices accepted by the customer's logins, or by login `userId` alone. */
  async avisos(clienteId: number, userId?: number, db: Db = this.db): Promise<AvisoAceito[]> {
    let query = db
      .selectFrom('users')
      .select(['email', 'privacy_notice_version as versao', 'privacy_notice_accepted_at as em'])
      .where('cliente_id', '=', clienteId)
      .orderBy('id');
    if (userId !== undefined) query = query.where('id', '=', userId);
    return query.execute();
  }

  /**
   * The customer's rows of each table, a few hundred at a time (keyset on id), as stored; with
   * `userId`, as that login may see them (TABELAS_DO_USUARIO).
   */
  async *linhas(tabela: string, clienteId: number, userId?: number, db: Db = this.db): AsyncGenerator<JsonValue[]> {
    const lote =
      userId === undefined
        ? paginas(TABELAS_DO_TITULAR, tabela, { clienteId })
        : paginas(TABELAS_DO_USUARIO, tabela, { clienteId, userId });
    // The key is bigint (text) for audit_logs, int elsewhere.
    let ultimo: string | number = 0;
    for (;;) {
      const { rows } = await lote(ultimo).execute(db);
      if (rows.length) yield rows.map((row) => row.r);
      if (rows.length < LOTE) return;
      ultimo = rows[rows.length - 1].k;
    }
  }
}

/** The statement of one batch of `tabela`'s rows after key `depois`. */
function paginas<Q extends Titular>(tabelas: TabelaExportada<Q>[], tabela: string, quem: Q) {
  const definicao = tabelas.find((t) => t.tabela === tabela);
  if (!definicao) throw new Error(`Tabela fora da exportação: ${tabela}`);
  const chave = sql.raw(definicao.chave ?? 't.id');
  return (depois: string | number) => sql<{
    k: string | number;
    r: JsonValue;
  }>`SELECT ${chave} AS k, ${definicao.colunas(quem)} AS r
      FROM ${sql.table(definicao.tabela)} t
     WHERE (${definicao.onde(quem)}) AND ${chave} > ${depois} ORDER BY ${chave} LIMIT ${sql.lit(LOTE)}`;
}
