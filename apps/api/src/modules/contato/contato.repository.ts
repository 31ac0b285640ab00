import { Injectable } from '@nestjs/common';
import type { Tx } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';

export interface NewContato {
  nome: string;
  email: string;
  telefone: string | null;
  mensagem: string;
  ip: string;
}

@Injectable()
export class ContatoRepository {
  constructor(private readonly prisma: PrismaService) {}

  async insert(contato: NewContato, tx: Tx): Promise<number> {
    const row = await tx.contato.create({ data: contato, select: { id: true } });
    return row.id;
  }
}
