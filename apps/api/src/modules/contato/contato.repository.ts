import { Injectable } from '@nestjs/common';
import type { Tx } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';

export interface NewContato {
  nome: string;
  email: string;
  telefone: string | null;
  mensagem: string;
  ip: string;
  user_id: number | null;
  cliente_id: number | null;
  /** Linked by the sender's session (not by a typed address). */
  com_sessao: boolean;
}

/** Who sent a message, as far as the portal knows it. */
export interface Remetente {
  user_id: number | null;
  cliente_id: number | null;
}

@Injectable()
export class ContatoRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The login whose confirmed address is `email` (stored lower case): a message from that address
   * is that person's. An unconfirmed address, or a billing address typed in Meus Dados, links nothing.
   */
  async donoDoEmail(email: string, tx: Tx): Promise<Remetente | null> {
    const user = await tx.user.findFirst({
      where: { email, emailConfirmed: true },
      select: { id: true, clienteId: true },
    });
    return user ? { user_id: user.id, cliente_id: user.clienteId } : null;
  }

  async insert(contato: NewContato, tx: Tx): Promise<number> {
    const row = await tx.contato.create({ data: contato, select: { id: true } });
    return row.id;
  }
}
