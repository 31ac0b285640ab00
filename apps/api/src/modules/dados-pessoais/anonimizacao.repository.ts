import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { affectedRows } from '../../database/affected-rows.js';
import type { Db } from '../../database/database.js';
import { loginAnonimo, pseudonimo } from './identificadores.js';
import {
  auditoriaDoCliente,
  contatosDoCliente,
  cotacoesDoCliente,
  escritaPeloCliente,
  usuariosDoCliente,
} from './titular-sql.js';

export interface ClienteTitular {
  id: number;
  tipo_pessoa: string;
  razao_social: string | null;
  anonimizado_em: Date | null;
}

/**
 * Every write of the anonymisation, inside the caller's transaction. Each statement reaches the
 * customer's rows by ids (titular-sql.ts) and replaces their personal fields and free texts whole:
 * no other row is read for matching, changed or deleted.
 */
@Injectable()
export class AnonimizacaoRepository {
  async lockCliente(id: number, db: Db): Promise<ClienteTitular | undefined> {
    return db
      .selectFrom('clientes')
      .select(['id', 'tipo_pessoa', 'razao_social', 'anonimizado_em'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * Its logins locked until the anonymisation commits: every writer of a row about a login checks
   * titular_anonimizado() under a KEY SHARE lock (migration 20261125190000), which waits for this.
   * A writer that locked first commits before the statements below read their rows.
   */
  async lockUsuarios(clienteId: number, db: Db): Promise<void> {
    await sql`${usuariosDoCliente(clienteId)} ORDER BY id FOR UPDATE`.execute(db);
  }

  /**
   * Personal columns replaced; a company's razão social, CNPJ and IE, city and UF kept. A new `versao`:
   * a customer form opened before cannot save the person back (its PUT is a 409).
   */
  async anonimizarCliente(cliente: ClienteTitular, em: Date, db: Db): Promise<void> {
    const pj = cliente.tipo_pessoa === 'pj';
    await db
      .updateTable('clientes')
      .set((eb) => ({
        nome: pj ? (cliente.razao_social ?? pseudonimo(cliente.id)) : pseudonimo(cliente.id),
        cpf: null,
        ...(pj ? {} : { ie: null }),
        email_faturamento: null,
        telefone: null,
        cep: '',
        logradouro: '',
        numero: '',
        complemento: null,
        bairro: '',
        status: false,
        anonimizado_em: em,
        atualizado_em: em,
        versao: eb('versao', '+', 1),
      }))
      .where('id', '=', cliente.id)
      .execute();
  }

  /**
   * Sign-in counters of its logins (the key is the login address and an IP). Read before the
   * logins are renamed; the key's owner is the login, whoever typed it.
   */
  async apagarContadores(clienteId: number, db: Db): Promise<number> {
    const result = await db
      .deleteFrom('throttle_counters')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('users as u')
            .select(sql.lit(1).as('um'))
            .where('u.cliente_id', '=', clienteId)
            .where(sql<boolean>`starts_with(key, 'login:email-ip:' || u.email || '|')`),
        ),
      )
      .executeTakeFirst();
    return affectedRows(result);
  }

  /** Logins: pseudonymous, disabled, with a hash no password matches, every session and link ended. */
  async anonimizarUsuarios(clienteId: number, em: Date, db: Db): Promise<number> {
    const ids = await db.selectFrom('users').select('id').where('cliente_id', '=', clienteId).execute();
    for (const { id } of ids) {
      await db
        .updateTable('users')
        .set({
          ...loginAnonimo(id, pseudonimo(clienteId), em),
          anonimizado_em: sql`coalesce(anonimizado_em, ${em})`,
        })
        .where('id', '=', id)
        .execute();
    }
    await db
      .deleteFrom('user_tokens')
      .where(sql<boolean>`user_id IN (${usuariosDoCliente(clienteId)})`)
      .execute();
    return ids.length;
  }

  /**
   * Its audit entries (the anonymisation's own and the reads of its record stay as they are):
   * snapshots replaced whole, the message keeps only what happened (the words before ':'), and the
   * e-mail and IP go unless staff wrote the entry (staff's own data).
   */
  async limparAuditoria(clienteId: number, db: Db): Promise<number> {
    const result = await sql`UPDATE audit_logs t SET message = split_part(t.message, ':', 1),
              data = CASE WHEN t.data ? 'changes' THEN jsonb_set(t.data, '{changes}', '{"anonimizado": true}')
                          ELSE t.data END
                  || CASE WHEN t.data->>'userId' IS NULL OR ${escritaPeloCliente(clienteId)}
                          THEN '{"email": null, "ip": null}'::jsonb ELSE '{}'::jsonb END
        WHERE t.data->>'action' NOT LIKE 'DADOS\\_PESSOAIS\\_%' AND ${auditoriaDoCliente(clienteId)}`.execute(db);
    return affectedRows(result);
  }

  /**
   * Its quotations keep amounts, dates, lines and status; every free text and the acceptance IP go,
   * and so does every message text of their threads (an answer may quote the question): the thread
   * keeps who wrote when, the customer's messages without their author.
   */
  async limparCotacoes(clienteId: number, db: Db): Promise<number> {
    await db
      .updateTable('cotacao_eventos')
      .set({ detalhe: null })
      .where(sql<boolean>`cotacao_id IN (${cotacoesDoCliente(clienteId)})`)
      .where('detalhe', 'is not', null)
      .execute();
    await db
      .updateTable('cotacao_mensagens')
      .set({ texto: null, autor_id: sql`CASE WHEN do_cliente THEN NULL ELSE autor_id END` })
      .where(sql<boolean>`cotacao_id IN (${cotacoesDoCliente(clienteId)})`)
      .execute();
    const result = await db
      .updateTable('cotacoes')
      .set({ observacoes: null, condicoes_pagamento: null, prazo_entrega: null, motivo_recusa: null, aceite_ip: null })
      .where('cliente_id', '=', clienteId)
      .executeTakeFirst();
    return affectedRows(result);
  }

  /**
   * Its orders (issue 29) keep amounts, dates, lines and status; the copies of the customer made at the
   * accept follow the anonymised record (a company keeps razão social, CNPJ, IE, city and UF), and the
   * copied quotation loses its free texts as the quotation does. Run after anonimizarCliente.
   */
  async limparPedidos(clienteId: number, db: Db): Promise<number> {
    const result = await sql`UPDATE pedidos p SET cliente_nome = k.nome, cliente_documento = coalesce(k.cnpj, k.cpf),
              cliente_fiscal = jsonb_build_object('tipoPessoa', k.tipo_pessoa, 'nome', k.nome,
                'razaoSocial', k.razao_social, 'documento', coalesce(k.cnpj, k.cpf), 'ie', k.ie,
                'isentoIe', k.isento_ie, 'emailFaturamento', NULL, 'telefone', NULL,
                'endereco', jsonb_build_object('cep', '', 'logradouro', '', 'numero', '', 'complemento', NULL,
                  'bairro', '', 'cidade', k.cidade, 'uf', k.uf)),
              snapshot = p.snapshot || jsonb_build_object('clienteNome', k.nome,
                'clienteDocumento', CASE WHEN k.cnpj IS NULL THEN NULL ELSE p.snapshot->'clienteDocumento' END,
                'observacoes', NULL, 'condicoesPagamento', NULL, 'prazoEntrega', NULL, 'motivoRecusa', NULL),
              atualizado_em = k.anonimizado_em
         FROM clientes k WHERE k.id = p.cliente_id AND p.cliente_id = ${clienteId}`.execute(db);
    return affectedRows(result);
  }

  /** Its acceptance certificates keep the moment and the PDF's hash; who and from where take the
   *  logins' pseudonyms (run after anonimizarUsuarios). */
  async limparAceites(clienteId: number, db: Db): Promise<number> {
    const result = await sql`UPDATE cotacao_aceites a
          SET nome = coalesce((SELECT u.name FROM users u WHERE u.id = a.usuario_id), ${pseudonimo(clienteId)}),
              email = coalesce((SELECT u.email FROM users u WHERE u.id = a.usuario_id), ''), ip = '', user_agent = NULL,
              apagado_em = now()
        WHERE a.cotacao_id IN (${cotacoesDoCliente(clienteId)})`.execute(db);
    return affectedRows(result);
  }

  /** The stored PDFs of its quotations: they print its name, document and address. A later download
   *  renders the PDF again from the anonymised record (cotacoes README, "Stored PDFs"). */
  async apagarPdfs(clienteId: number, db: Db): Promise<number> {
    const result = await db
      .deleteFrom('cotacao_pdfs')
      .where(sql<boolean>`cotacao_id IN (${cotacoesDoCliente(clienteId)})`)
      .executeTakeFirst();
    return affectedRows(result);
  }

  /** Fale conosco messages linked to it when they arrived. */
  async apagarContatos(clienteId: number, db: Db): Promise<number> {
    const result = await db
      .deleteFrom('contatos')
      .where(sql<boolean>`id IN (${contatosDoCliente(clienteId)})`)
      .executeTakeFirst();
    return affectedRows(result);
  }
}
