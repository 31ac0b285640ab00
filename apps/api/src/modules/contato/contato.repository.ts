import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client.js';
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

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  async insert(contato: NewContato, tx: Prisma.TransactionClient): Promise<number> {
    const row = await tx.contato.create({ data: contato, select: { id: true } });
    return row.id;
  }
}
