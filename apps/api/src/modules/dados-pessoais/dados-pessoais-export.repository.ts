import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service.js';
import { TABELAS_DO_TITULAR, TABELAS_DO_USUARIO } from './dados-pessoais-export-sql.js';

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
  constructor(private readonly prisma: PrismaService) {}

  async cliente(id: number): Promise<ResumoCliente | undefined> {
    const { rows } = await this.prisma.pool.query<ResumoCliente>(
      'SELECT nome, tipo_pessoa, cpf, cnpj, anonimizado_em FROM clientes WHERE id = $1',
      [id],
    );
    return rows[0];
  }

  /** The privacy notices accepted by the customer's logins, or by login `userId` alone. */
  async avisos(clienteId: number, userId?: number): Promise<AvisoAceito[]> {
    const { rows } = await this.prisma.pool.query<AvisoAceito>(
      `SELECT email, privacy_notice_version AS versao, privacy_notice_accepted_at AS em
         FROM users WHERE cliente_id = $1 AND ($2::int IS NULL OR id = $2::int) ORDER BY id`,
      [clienteId, userId ?? null],
    );
    return rows;
  }

  /**
   * The customer's rows of each table, a few hundred at a time (keyset on id), as stored; with
   * `userId`, as that login may see them (TABELAS_DO_USUARIO).
   */
  async *linhas(tabela: string, clienteId: number, userId?: number): AsyncGenerator<object[]> {
    const definicao = (userId === undefined ? TABELAS_DO_TITULAR : TABELAS_DO_USUARIO).find((t) => t.tabela === tabela);
    if (!definicao) throw new Error(`Tabela fora da exportação: ${tabela}`);
    // PostgreSQL refuses a parameter the statement does not use.
    const usaLogin = `${definicao.colunas} ${definicao.onde}`.includes('$3');
    const chave = definicao.chave ?? 't.id';
    let ultimo: string | number = 0;
    for (;;) {
      const { rows }: { rows: { k: string | number; r: object }[] } = await this.prisma.pool.query(
        `SELECT ${chave} AS k, ${definicao.colunas} AS r FROM ${tabela} t
          WHERE (${definicao.onde}) AND ${chave} > $2 ORDER BY ${chave} LIMIT ${LOTE}`,
        usaLogin ? [clienteId, ultimo, userId] : [clienteId, ultimo],
      );
      if (rows.length) yield rows.map((row) => row.r);
      if (rows.length < LOTE) return;
      ultimo = rows[rows.length - 1].k;
    }
  }
}
