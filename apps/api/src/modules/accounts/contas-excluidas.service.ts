import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/database.js';
import { ThrottleService } from '../throttle/index.js';
import { ContasExcluidasRepository } from './contas-excluidas.repository.js';
import { normalizeEmail } from '@portal/shared/validators';

/**
 * The addresses whose holder deleted their own account ("Excluir minha conta", LGPD): routine work
 * must not undo the deletion by creating a login for the address again (a quotation sent to the
 * customer's billing address invited it). Kept as an HMAC with the server's secret
 * (ThrottleService.personalKey, the forgot-password counters' rule): nothing readable of the person,
 * and a plain hash of a guessed address cannot be matched. An explicit invitation by staff still
 * creates the login (POST /api/Clientes/{id}/usuarios does not ask here).
 */
@Injectable()
export class ContasExcluidas {
  constructor(
    private readonly throttle: ThrottleService,
    private readonly repository: ContasExcluidasRepository,
  ) {}

  /** Remembers that the holder of `email` deleted their account (in the deletion's transaction). */
  lembrar(email: string, db: Db): Promise<void> {
    return this.repository.guardar(this.chave(email), db);
  }

  /** The given addresses whose holder deleted their account, as given. */
  async dentre(emails: string[], db?: Db): Promise<Set<string>> {
    const guardadas = await this.repository.guardadas(
      emails.map((email) => this.chave(email)),
      db,
    );
    return new Set(emails.filter((email) => guardadas.has(this.chave(email))));
  }

  /** Any case and surrounding spaces name the same address. */
  private chave(email: string): string {
    return this.throttle.personalKey('conta-excluida', normalizeEmail(email));
  }
}
