import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { affectedRows } from '../../database/affected-rows.js';
import type { Db } from '../../database/database.js';
import { emailPseudonimo, loginAnonimo, pseudonimoContato } from './identificadores.js';
import { auditoriaDoUsuario, cotacoesDoCliente } from './titular-sql.js';

export interface ContatoTitular {
  id: number;
  email: string;
  clienteId: number;
  /** Already erased, alone or with its customer: nothing left to do. */
  anonimizado: boolean;
}

/**
 * Every write of a contact's own deletion (issue 26), inside the caller's transaction: the rows
 * reached by the login's id only. The customer, its quotations, orders and other logins stay;
 * in the customer's rows only the pointers to this login (author, who answered, the acceptance IP)
 * are emptied.
 */
@Injectable()
export class ExclusaoContatoRepository {
  /**
   * The customer KEY SHARE, then the login FOR UPDATE: the anonymisation's order (customer, then
   * logins), so the two never deadlock, and titular_anonimizado() of a racing writer waits for this.
   */
  async lock(userId: number, db: Db): Promise<ContatoTitular | undefined> {
    await db
      .selectFrom('clientes')
      .select(sql.lit(1).as('um'))
      .where('id', '=', (eb) => eb.selectFrom('users').select('cliente_id').where('id', '=', userId))
      .forKeyShare()
      .execute();
    const row = await db
      .selectFrom('users as u')
      .innerJoin('clientes as c', 'c.id', 'u.cliente_id')
      .select(['u.id', 'u.email', 'u.cliente_id as clienteId'])
      .select(sql<boolean>`u.anonimizado_em IS NOT NULL OR c.anonimizado_em IS NOT NULL`.as('anonimizado'))
      .where('u.id', '=', userId)
      .forUpdate('u')
      .executeTakeFirst();
    // The inner join makes cliente_id not null; the schema types it nullable (a staff login has none).
    return row && row.clienteId !== null ? { ...row, clienteId: row.clienteId } : undefined;
  }

  /** Sign-in counters keyed by its login address (read before the login is renamed). */
  async apagarContadores(contato: ContatoTitular, db: Db): Promise<number> {
    const result = await db
      .deleteFrom('throttle_counters')
      .where(sql<boolean>`starts_with(key, 'login:email-ip:' || ${contato.email} || '|')`)
      .executeTakeFirst();
    return affectedRows(result);
  }

  /** Its audit entries, as the anonymisation cleans a person's: e-mail and IP kept only when staff wrote it. */
  async limparAuditoria(contato: ContatoTitular, db: Db): Promise<number> {
    const result = await sql`UPDATE audit_logs t SET message = split_part(t.message, ':', 1),
              data = CASE WHEN t.data ? 'changes' THEN jsonb_set(t.data, '{changes}', '{"anonimizado": true}')
                          ELSE t.data END
                  || CASE WHEN t.data->>'userId' IS NULL OR t.data->>'userId' = (${contato.id}::int)::text
                          THEN '{"email": null, "ip": null}'::jsonb ELSE '{}'::jsonb END
        WHERE t.data->>'action' NOT LIKE 'DADOS\\_PESSOAIS\\_%' AND ${auditoriaDoUsuario(contato.id)}`.execute(db);
    return affectedRows(result);
  }

  /** Its Fale conosco messages. */
  async apagarContatos(contato: ContatoTitular, db: Db): Promise<number> {
    return affectedRows(await db.deleteFrom('contatos').where('user_id', '=', contato.id).executeTakeFirst());
  }

  /**
   * Authorship in the customer's quotations becomes anonymous: its messages keep their text (the
   * company's negotiation, which the other contacts read) without author; its history lines lose
   * the author and the detail (the acceptance's IP); who answered and from which IP go.
   */
  async desvincularCotacoes(contato: ContatoTitular, db: Db): Promise<number> {
    await db.updateTable('cotacao_mensagens').set({ autor_id: null }).where('autor_id', '=', contato.id).execute();
    await db
      .updateTable('cotacao_eventos')
      .set({ usuario_id: null, detalhe: null })
      .where('usuario_id', '=', contato.id)
      .execute();
    // Its acceptance certificates keep the moment and the PDF's hash, not who or from where (issue 29).
    await db
      .updateTable('cotacao_aceites')
      .set({
        usuario_id: null,
        nome: pseudonimoContato(contato.id),
        email: emailPseudonimo(contato.id),
        ip: '',
        user_agent: null,
        apagado_em: new Date(),
      })
      .where('usuario_id', '=', contato.id)
      .execute();
    const result = await db
      .updateTable('cotacoes')
      .set({ respondida_por: null, aceite_ip: null })
      .where('respondida_por', '=', contato.id)
      .executeTakeFirst();
    return affectedRows(result);
  }

  /**
   * The recipients' list the portal wrote when sending the customer's quotations ("Para: …" in
   * their history and audit entries) names the login's address: found by the customer's quotations'
   * ids, only that exact address (any case) is replaced by the login's pseudonymous address.
   */
  async tirarDosDestinatarios(contato: ContatoTitular, db: Db): Promise<number> {
    const endereco = contato.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pseudonimo = emailPseudonimo(contato.id);
    const cotacoes = cotacoesDoCliente(contato.clienteId);
    const eventos =
      await sql`UPDATE cotacao_eventos SET detalhe = regexp_replace(detalhe, ${endereco}, ${pseudonimo}, 'gi')
        WHERE cotacao_id IN (${cotacoes}) AND detalhe ~* ${endereco}`.execute(db);
    const auditoria =
      await sql`UPDATE audit_logs t SET message = regexp_replace(t.message, ${endereco}, ${pseudonimo}, 'gi'),
              data = regexp_replace(t.data::text, ${endereco}, ${pseudonimo}, 'gi')::jsonb
        WHERE t.data->>'action' LIKE 'COTACAO\\_%' AND t.data->>'idObject' IN (SELECT id::text FROM (${cotacoes}) x)
          AND (t.message ~* ${endereco} OR t.data::text ~* ${endereco})`.execute(db);
    return affectedRows(eventos) + affectedRows(auditoria);
  }

  /** The login: pseudonymous, disabled, with a hash no password matches, every session and link ended. */
  async anonimizarLogin(contato: ContatoTitular, em: Date, db: Db): Promise<void> {
    await db
      .updateTable('users')
      .set({ ...loginAnonimo(contato.id, pseudonimoContato(contato.id), em), anonimizado_em: em })
      .where('id', '=', contato.id)
      .execute();
    await db.deleteFrom('user_tokens').where('user_id', '=', contato.id).execute();
  }
}
