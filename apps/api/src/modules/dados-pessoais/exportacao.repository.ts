import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service.js';
import { TABELAS_DO_TITULAR } from './exportacao-sql.js';

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
export class ExportacaoRepository {
  constructor(private readonly prisma: PrismaService) {}

  async cliente(id: number): Promise<ResumoCliente | undefined> {
    const { rows } = await this.prisma.pool.query<ResumoCliente>(
      'SELECT nome, tipo_pessoa, cpf, cnpj, anonimizado_em FROM clientes WHERE id = $1',
      [id],
    );
    return rows[0];
  }

  async avisos(clienteId: number): Promise<AvisoAceito[]> {
    const { rows } = await this.prisma.pool.query<AvisoAceito>(
      `SELECT email, privacy_notice_version AS versao, privacy_notice_accepted_at AS em
         FROM users WHERE cliente_id = $1 ORDER BY id`,
      [clienteId],
    );
    return rows;
  }

  /** The customer's rows of each table, a few hundred at a time (keyset on id), as stored. */
  async *linhas(tabela: string, clienteId: number): AsyncGenerator<object[]> {
    const definicao = TABELAS_DO_TITULAR.find((t) => t.tabela === tabela);
    if (!definicao) throw new Error(`Tabela fora da exportação: ${tabela}`);
    let ultimo: string | number = 0;
    for (;;) {
      const { rows }: { rows: { k: string | number; r: object }[] } = await this.prisma.pool.query(
        `SELECT t.id AS k, ${definicao.colunas} AS r FROM ${tabela} t
          WHERE (${definicao.onde}) AND t.id > $2 ORDER BY t.id LIMIT ${LOTE}`,
        [clienteId, ultimo],
      );
      if (rows.length) yield rows.map((row) => row.r);
      if (rows.length < LOTE) return;
      ultimo = rows[rows.length - 1].k;
    }
  }
}
