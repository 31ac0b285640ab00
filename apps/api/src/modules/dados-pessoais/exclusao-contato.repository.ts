import { Injectable } from '@nestjs/common';
import type { Tx } from '../../database/db.js';
import { emailPseudonimo, pseudonimoContato } from './identificadores.js';
import { AUDITORIA_DO_USUARIO, COTACOES_DO_CLIENTE } from './titular-sql.js';

export interface ContatoTitular {
  id: number;
  email: string;
  clienteId: number;
  /** Already erased, alone or with its customer: nothing left to do. */
  anonimizado: boolean;
}

/**
 * Every write of a contact's own deletion (issue 26), inside the caller's transaction: the rows
 * reached by the login's id ($1) only. The customer, its quotations, orders and other logins stay;
 * in the customer's rows only the pointers to this login (author, who answered, the acceptance IP)
 * are emptied.
 */
@Injectable()
export class ExclusaoContatoRepository {
  /**
   * The customer KEY SHARE, then the login FOR UPDATE: the anonymisation's order (customer, then
   * logins), so the two never deadlock, and titular_anonimizado() of a racing writer waits for this.
   */
  async lock(userId: number, tx: Tx): Promise<ContatoTitular | undefined> {
    await tx.$queryRawUnsafe(
      'SELECT 1 FROM clientes WHERE id = (SELECT cliente_id FROM users WHERE id = $1) FOR KEY SHARE',
      userId,
    );
    const rows = await tx.$queryRawUnsafe<ContatoTitular[]>(
      `SELECT u.id, u.email, u.cliente_id AS "clienteId",
              (u.anonimizado_em IS NOT NULL OR c.anonimizado_em IS NOT NULL) AS anonimizado
         FROM users u JOIN clientes c ON c.id = u.cliente_id WHERE u.id = $1 FOR UPDATE OF u`,
      userId,
    );
    return rows[0];
  }

  /** Sign-in counters keyed by its login address (read before the login is renamed). */
  apagarContadores(contato: ContatoTitular, tx: Tx): Promise<number> {
    return tx.$executeRawUnsafe(
      `DELETE FROM throttle_counters WHERE starts_with(key, 'login:email-ip:' || $1 || '|')`,
      contato.email,
    );
  }

  /** Its audit entries, as the anonymisation cleans a person's: e-mail and IP kept only when staff wrote it. */
  limparAuditoria(contato: ContatoTitular, tx: Tx): Promise<number> {
    return tx.$executeRawUnsafe(
      `UPDATE audit_logs t SET message = split_part(t.message, ':', 1),
              data = CASE WHEN t.data ? 'changes' THEN jsonb_set(t.data, '{changes}', '{"anonimizado": true}')
                          ELSE t.data END
                  || CASE WHEN t.data->>'userId' IS NULL OR t.data->>'userId' = ($1::int)::text
                          THEN '{"email": null, "ip": null}'::jsonb ELSE '{}'::jsonb END
        WHERE t.data->>'action' NOT LIKE 'DADOS\\_PESSOAIS\\_%' AND ${AUDITORIA_DO_USUARIO}`,
      contato.id,
    );
  }

  /** Its Fale conosco messages. */
  apagarContatos(contato: ContatoTitular, tx: Tx): Promise<number> {
    return tx.$executeRawUnsafe('DELETE FROM contatos WHERE user_id = $1', contato.id);
  }

  /**
   * Authorship in the customer's quotations becomes anonymous: its messages keep their text (the
   * company's negotiation, which the other contacts read) without author; its history lines lose
   * the author and the detail (the acceptance's IP); who answered and from which IP go.
   */
  async desvincularCotacoes(contato: ContatoTitular, tx: Tx): Promise<number> {
    await tx.$executeRawUnsafe('UPDATE cotacao_mensagens SET autor_id = NULL WHERE autor_id = $1', contato.id);
    await tx.$executeRawUnsafe(
      'UPDATE cotacao_eventos SET usuario_id = NULL, detalhe = NULL WHERE usuario_id = $1',
      contato.id,
    );
    // Its acceptance certificates keep the moment and the PDF's hash, not who or from where (issue 29).
    await tx.$executeRawUnsafe(
      `UPDATE cotacao_aceites SET usuario_id = NULL, nome = $2, email = $3, ip = '', user_agent = NULL
        WHERE usuario_id = $1`,
      contato.id,
      pseudonimoContato(contato.id),
      emailPseudonimo(contato.id),
    );
    return tx.$executeRawUnsafe(
      'UPDATE cotacoes SET respondida_por = NULL, aceite_ip = NULL WHERE respondida_por = $1',
      contato.id,
    );
  }

  /**
   * The recipients' list the portal wrote when sending the customer's quotations ("Para: …" in
   * their history and audit entries) names the login's address: found by the customer's quotations'
   * ids, only that exact address (any case) is replaced by the login's pseudonymous address.
   */
  async tirarDosDestinatarios(contato: ContatoTitular, tx: Tx): Promise<number> {
    const endereco = contato.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pseudonimo = emailPseudonimo(contato.id);
    const eventos = await tx.$executeRawUnsafe(
      `UPDATE cotacao_eventos SET detalhe = regexp_replace(detalhe, $2, $3, 'gi')
        WHERE cotacao_id IN (${COTACOES_DO_CLIENTE}) AND detalhe ~* $2`,
      contato.clienteId,
      endereco,
      pseudonimo,
    );
    const auditoria = await tx.$executeRawUnsafe(
      `UPDATE audit_logs t SET message = regexp_replace(t.message, $2, $3, 'gi'),
              data = regexp_replace(t.data::text, $2, $3, 'gi')::jsonb
        WHERE t.data->>'action' LIKE 'COTACAO\\_%' AND t.data->>'idObject' IN (SELECT id::text FROM (${COTACOES_DO_CLIENTE}) x)
          AND (t.message ~* $2 OR t.data::text ~* $2)`,
      contato.clienteId,
      endereco,
      pseudonimo,
    );
    return eventos + auditoria;
  }

  /** The login: pseudonymous, disabled, with a hash no password matches, every session and link ended. */
  async anonimizarLogin(contato: ContatoTitular, em: Date, tx: Tx): Promise<void> {
    await tx.$executeRawUnsafe(
      `UPDATE users SET email = $2, name = $3, phone_number = NULL, status = 0, email_confirmed = false,
              email_confirmed_at = NULL, password_hash = '!anonimizado', sessions_valid_after = $4,
              updated_at = $4, anonimizado_em = $4
        WHERE id = $1`,
      contato.id,
      emailPseudonimo(contato.id),
      pseudonimoContato(contato.id),
      em,
    );
    await tx.$executeRawUnsafe('DELETE FROM user_tokens WHERE user_id = $1', contato.id);
  }
}
