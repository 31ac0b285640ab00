import { Injectable } from '@nestjs/common';
import type { Tx } from '../../database/db.js';
import { JOBS_SCHEMA } from '../jobs/jobs-schema.js';
import { contendo, emailPseudonimo, emJson, pseudonimo } from './identificadores.js';
import { ACOES_DO_CLIENTE, AUDITORIA_DO_CLIENTE, EMAILS_DO_CLIENTE, USUARIOS_DO_CLIENTE } from './titular-sql.js';

export interface ClienteTitular {
  id: number;
  tipo_pessoa: string;
  nome: string;
  razao_social: string | null;
  cnpj: string | null;
  cpf: string | null;
  email_faturamento: string | null;
  telefone: string | null;
  cep: string;
  logradouro: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  uf: string;
  anonimizado_em: Date | null;
}

/** Every write of the anonymisation, inside the caller's transaction. */
@Injectable()
export class AnonimizacaoRepository {
  async lockCliente(id: number, tx: Tx): Promise<ClienteTitular | undefined> {
    const rows = await tx.$queryRawUnsafe<ClienteTitular[]>('SELECT * FROM clientes WHERE id = $1 FOR UPDATE', id);
    return rows[0];
  }

  /** Names, e-mails and phones of its logins, and the addresses their pending links confirm. */
  async textosDosUsuarios(clienteId: number, tx: Tx): Promise<string[]> {
    const rows = await tx.$queryRawUnsafe<{ v: string | null }[]>(
      `SELECT unnest(ARRAY[name, email, phone_number]) AS v FROM users WHERE cliente_id = $1
       UNION ALL SELECT email FROM user_tokens WHERE user_id IN (${USUARIOS_DO_CLIENTE})
       UNION ALL ${EMAILS_DO_CLIENTE}`,
      clienteId,
    );
    return rows.map((row) => row.v).filter((v): v is string => Boolean(v));
  }

  /** The `changes` of its audit entries, where earlier names, phones and addresses are found. */
  async mudancasAuditadas(clienteId: number, tx: Tx): Promise<unknown[]> {
    const rows = await tx.$queryRawUnsafe<{ c: unknown }[]>(
      `SELECT t.data->'changes' AS c FROM audit_logs t WHERE t.data->'changes' IS NOT NULL AND ${AUDITORIA_DO_CLIENTE}`,
      clienteId,
    );
    return rows.map((row) => row.c);
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

  /** Logins: pseudonymous, disabled, with a hash no password matches, every session ended. */
  async anonimizarUsuarios(clienteId: number, em: Date, tx: Tx): Promise<number> {
    const ids = await tx.$queryRawUnsafe<{ id: number }[]>(USUARIOS_DO_CLIENTE, clienteId);
    for (const { id } of ids) {
      await tx.$executeRawUnsafe(
        `UPDATE users SET email = $2, name = $3, phone_number = NULL, status = 0, email_confirmed = false,
                email_confirmed_at = NULL, password_hash = '!anonimizado', sessions_valid_after = $4, updated_at = $4
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

  /** Fale conosco messages from its e-mails and sign-in counters keyed by them. */
  async apagarContatosEContadores(emails: string[], tx: Tx): Promise<number> {
    const lower = emails.map((email) => email.toLowerCase());
    const contatos = await tx.$executeRawUnsafe('DELETE FROM contatos WHERE lower(email) = ANY($1::text[])', lower);
    await tx.$executeRawUnsafe(
      'DELETE FROM throttle_counters WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) e WHERE strpos(key, e) > 0)',
      lower,
    );
    return contatos;
  }

  /** Audit entries about the person lose their `changes` snapshot, and their own entries the IP. */
  async limparAuditoria(clienteId: number, tx: Tx): Promise<number> {
    const acoes = ACOES_DO_CLIENTE.map((a) => `'${a}'`).join(', ');
    return tx.$executeRawUnsafe(
      `UPDATE audit_logs t SET data = CASE WHEN t.data->>'action' IN (${acoes})
                THEN jsonb_set(t.data, '{changes}', '{"anonimizado": true}') ELSE t.data END
              || CASE WHEN t.data->>'userId' IN (SELECT id::text FROM users WHERE cliente_id = $1)
                THEN '{"ip": null}'::jsonb ELSE '{}'::jsonb END
        WHERE t.data->>'action' <> 'DADOS_PESSOAIS_LIDOS' AND ${AUDITORIA_DO_CLIENTE}`,
      clienteId,
    );
  }

  /** Replaces each identifier wherever free text may hold it: audit entries, quotations, their history. */
  async substituir(clienteId: number, valor: string, tx: Tx): Promise<number> {
    const novo = pseudonimo(clienteId);
    const [texto, json] = [contendo(valor), contendo(emJson(valor))];
    let total = await tx.$executeRawUnsafe(
      `UPDATE audit_logs SET message = replace(message, $1, $3), data = replace(data::text, $2, $3)::jsonb
        WHERE message LIKE $4 OR data::text LIKE $5`,
      valor,
      emJson(valor),
      novo,
      texto,
      json,
    );
    total += await tx.$executeRawUnsafe(
      `UPDATE cotacoes SET observacoes = replace(observacoes, $2, $3),
              condicoes_pagamento = replace(condicoes_pagamento, $2, $3),
              prazo_entrega = replace(prazo_entrega, $2, $3), motivo_recusa = replace(motivo_recusa, $2, $3)
        WHERE cliente_id = $1 AND concat_ws(' ', observacoes, condicoes_pagamento, prazo_entrega, motivo_recusa) LIKE $4`,
      clienteId,
      valor,
      novo,
      texto,
    );
    total += await tx.$executeRawUnsafe(
      `UPDATE cotacao_eventos SET detalhe = replace(detalhe, $1, $2) WHERE detalhe LIKE $3`,
      valor,
      novo,
      texto,
    );
    return total;
  }

  /** The acceptance IP of its quotations (amounts, dates and lines stay). */
  async limparCotacoes(clienteId: number, tx: Tx): Promise<void> {
    await tx.$executeRawUnsafe('UPDATE cotacoes SET aceite_ip = NULL WHERE cliente_id = $1', clienteId);
  }

  /** Queued and finished jobs (mail: address, body, attachments) that mention any identifier. */
  async apagarTarefas(valores: string[], tx: Tx): Promise<number> {
    const tabelas = await tx.$queryRawUnsafe<{ table_name: string }[]>(
      `SELECT c.table_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = $1 AND c.column_name IN ('data', 'output') AND t.table_type = 'BASE TABLE'
        GROUP BY c.table_name HAVING count(*) = 2`,
      JOBS_SCHEMA,
    );
    const padroes = valores.map((valor) => contendo(emJson(valor)));
    let total = 0;
    for (const { table_name } of tabelas) {
      total += await tx.$executeRawUnsafe(
        `DELETE FROM "${JOBS_SCHEMA}"."${table_name}" WHERE data::text ILIKE ANY($1::text[]) OR output::text ILIKE ANY($1::text[])`,
        padroes,
      );
    }
    return total;
  }
}
