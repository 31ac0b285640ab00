import { Injectable } from '@nestjs/common';
import type { Tx } from '../../database/db.js';
import { emailPseudonimo, pseudonimo } from './identificadores.js';
import {
  AUDITORIA_DO_CLIENTE,
  CONTATOS_DO_CLIENTE,
  COTACOES_DO_CLIENTE,
  ESCRITA_PELO_CLIENTE,
  USUARIOS_DO_CLIENTE,
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
  async lockCliente(id: number, tx: Tx): Promise<ClienteTitular | undefined> {
    const rows = await tx.$queryRawUnsafe<ClienteTitular[]>(
      'SELECT id, tipo_pessoa, razao_social, anonimizado_em FROM clientes WHERE id = $1 FOR UPDATE',
      id,
    );
    return rows[0];
  }

  /**
   * Its logins locked until the anonymisation commits: every writer of a row about a login checks
   * titular_anonimizado() under a KEY SHARE lock (migration 20261125190000), which waits for this.
   * A writer that locked first commits before the statements below read their rows.
   */
  async lockUsuarios(clienteId: number, tx: Tx): Promise<void> {
    await tx.$queryRawUnsafe(`${USUARIOS_DO_CLIENTE} ORDER BY id FOR UPDATE`, clienteId);
  }

  /** Personal columns replaced; a company's razão social, CNPJ and IE, city and UF kept. */
  async anonimizarCliente(cliente: ClienteTitular, em: Date, tx: Tx): Promise<void> {
    const pj = cliente.tipo_pessoa === 'pj';
    await tx.$executeRawUnsafe(
      `UPDATE clientes SET nome = $2, cpf = NULL, ie = CASE WHEN $3::boolean THEN ie END, email_faturamento = NULL,
              telefone = NULL, cep = '', logradouro = '', numero = '', complemento = NULL, bairro = '',
              status = false, anonimizado_em = $4, atualizado_em = $4
        WHERE id = $1`,
      cliente.id,
      pj ? (cliente.razao_social ?? pseudonimo(cliente.id)) : pseudonimo(cliente.id),
      pj,
      em,
    );
  }

  /**
   * Sign-in counters of its logins (the key is the login address and an IP). Read before the
   * logins are renamed; the key's owner is the login, whoever typed it.
   */
  async apagarContadores(clienteId: number, tx: Tx): Promise<number> {
    return tx.$executeRawUnsafe(
      `DELETE FROM throttle_counters WHERE EXISTS (
         SELECT 1 FROM users u WHERE u.cliente_id = $1 AND starts_with(key, 'login:email-ip:' || u.email || '|'))`,
      clienteId,
    );
  }

  /** Logins: pseudonymous, disabled, with a hash no password matches, every session and link ended. */
  async anonimizarUsuarios(clienteId: number, em: Date, tx: Tx): Promise<number> {
    const ids = await tx.$queryRawUnsafe<{ id: number }[]>(USUARIOS_DO_CLIENTE, clienteId);
    for (const { id } of ids) {
      await tx.$executeRawUnsafe(
        `UPDATE users SET email = $2, name = $3, phone_number = NULL, status = 0, email_confirmed = false,
                email_confirmed_at = NULL, password_hash = '!anonimizado', sessions_valid_after = $4, updated_at = $4,
                anonimizado_em = coalesce(anonimizado_em, $4)
          WHERE id = $1`,
        id,
        emailPseudonimo(id),
        pseudonimo(clienteId),
        em,
      );
    }
    await tx.$executeRawUnsafe(`DELETE FROM user_tokens WHERE user_id IN (${USUARIOS_DO_CLIENTE})`, clienteId);
    return ids.length;
  }

  /**
   * Its audit entries (the anonymisation's own and the reads of its record stay as they are):
   * snapshots replaced whole, the message keeps only what happened (the words before ':'), and the
   * e-mail and IP go unless staff wrote the entry (staff's own data).
   */
  async limparAuditoria(clienteId: number, tx: Tx): Promise<number> {
    return tx.$executeRawUnsafe(
      `UPDATE audit_logs t SET message = split_part(t.message, ':', 1),
              data = CASE WHEN t.data ? 'changes' THEN jsonb_set(t.data, '{changes}', '{"anonimizado": true}')
                          ELSE t.data END
                  || CASE WHEN t.data->>'userId' IS NULL OR ${ESCRITA_PELO_CLIENTE}
                          THEN '{"email": null, "ip": null}'::jsonb ELSE '{}'::jsonb END
        WHERE t.data->>'action' NOT LIKE 'DADOS\\_PESSOAIS\\_%' AND ${AUDITORIA_DO_CLIENTE}`,
      clienteId,
    );
  }

  /**
   * Its quotations keep amounts, dates, lines and status; every free text and the acceptance IP go,
   * and so does every message text of their threads (an answer may quote the question): the thread
   * keeps who wrote when, the customer's messages without their author.
   */
  async limparCotacoes(clienteId: number, tx: Tx): Promise<number> {
    await tx.$executeRawUnsafe(
      `UPDATE cotacao_eventos SET detalhe = NULL WHERE cotacao_id IN (${COTACOES_DO_CLIENTE}) AND detalhe IS NOT NULL`,
      clienteId,
    );
    await tx.$executeRawUnsafe(
      `UPDATE cotacao_mensagens SET texto = NULL, autor_id = CASE WHEN do_cliente THEN NULL ELSE autor_id END
        WHERE cotacao_id IN (${COTACOES_DO_CLIENTE})`,
      clienteId,
    );
    return tx.$executeRawUnsafe(
      `UPDATE cotacoes SET observacoes = NULL, condicoes_pagamento = NULL, prazo_entrega = NULL,
              motivo_recusa = NULL, aceite_ip = NULL
        WHERE cliente_id = $1`,
      clienteId,
    );
  }

  /**
   * Its orders (issue 29) keep amounts, dates, lines and status; the copies of the customer made at the
   * accept follow the anonymised record (a company keeps razão social, CNPJ, IE, city and UF), and the
   * copied quotation loses its free texts as the quotation does. Run after anonimizarCliente.
   */
  async limparPedidos(clienteId: number, tx: Tx): Promise<number> {
    return tx.$executeRawUnsafe(
      `UPDATE pedidos p SET cliente_nome = k.nome, cliente_documento = coalesce(k.cnpj, k.cpf),
              cliente_fiscal = jsonb_build_object('tipoPessoa', k.tipo_pessoa, 'nome', k.nome,
                'razaoSocial', k.razao_social, 'documento', coalesce(k.cnpj, k.cpf), 'ie', k.ie,
                'isentoIe', k.isento_ie, 'emailFaturamento', NULL, 'telefone', NULL,
                'endereco', jsonb_build_object('cep', '', 'logradouro', '', 'numero', '', 'complemento', NULL,
                  'bairro', '', 'cidade', k.cidade, 'uf', k.uf)),
              snapshot = p.snapshot || jsonb_build_object('clienteNome', k.nome,
                'clienteDocumento', CASE WHEN k.cnpj IS NULL THEN NULL ELSE p.snapshot->'clienteDocumento' END,
                'observacoes', NULL, 'condicoesPagamento', NULL, 'prazoEntrega', NULL, 'motivoRecusa', NULL),
              atualizado_em = k.anonimizado_em
         FROM clientes k WHERE k.id = p.cliente_id AND p.cliente_id = $1`,
      clienteId,
    );
  }

  /** Its acceptance certificates keep the moment and the PDF's hash; who and from where take the
   *  logins' pseudonyms (run after anonimizarUsuarios). */
  async limparAceites(clienteId: number, tx: Tx): Promise<number> {
    return tx.$executeRawUnsafe(
      `UPDATE cotacao_aceites a
          SET nome = coalesce((SELECT u.name FROM users u WHERE u.id = a.usuario_id), $2),
              email = coalesce((SELECT u.email FROM users u WHERE u.id = a.usuario_id), ''), ip = '', user_agent = NULL
        WHERE a.cotacao_id IN (${COTACOES_DO_CLIENTE})`,
      clienteId,
      pseudonimo(clienteId),
    );
  }

  /** The stored PDFs of its quotations: they print its name, document and address. A later download
   *  renders the PDF again from the anonymised record (cotacoes README, "Stored PDFs"). */
  async apagarPdfs(clienteId: number, tx: Tx): Promise<number> {
    return tx.$executeRawUnsafe(`DELETE FROM cotacao_pdfs WHERE cotacao_id IN (${COTACOES_DO_CLIENTE})`, clienteId);
  }

  /** Fale conosco messages linked to it when they arrived. */
  async apagarContatos(clienteId: number, tx: Tx): Promise<number> {
    return tx.$executeRawUnsafe(`DELETE FROM contatos WHERE id IN (${CONTATOS_DO_CLIENTE})`, clienteId);
  }
}
