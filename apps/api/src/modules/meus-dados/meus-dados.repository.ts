import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { MeusDadosData } from './meus-dados-data.js';

const CLIENTE_FIELDS = {
  id: true,
  tipo_pessoa: true,
  nome: true,
  razao_social: true,
  cpf: true,
  cnpj: true,
  email_faturamento: true,
  telefone: true,
  cep: true,
  logradouro: true,
  numero: true,
  bairro: true,
  cidade: true,
  uf: true,
  complemento: true,
} as const;

export type ClienteRow = Prisma.ClienteGetPayload<{ select: typeof CLIENTE_FIELDS }>;

export interface LoginRow {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
}

@Injectable()
export class MeusDadosRepository {
  constructor(private readonly prisma: PrismaService) {}

  findCliente(id: number, db: Db = this.prisma): Promise<ClienteRow | null> {
    return db.cliente.findUnique({ where: { id }, select: CLIENTE_FIELDS });
  }

  findLogin(userId: number, db: Db = this.prisma): Promise<LoginRow | null> {
    return db.user.findUnique({
      where: { id: userId },
      select: { id: true, name: true, email: true, phoneNumber: true },
    });
  }

  async emailTakenByOther(email: string, userId: number): Promise<boolean> {
    return Boolean(await this.prisma.user.findFirst({ where: { email, id: { not: userId } }, select: { id: true } }));
  }

  async updateCliente(id: number, data: MeusDadosData['cliente'], db: Db): Promise<void> {
    await db.cliente.update({ where: { id }, data });
  }

  async updateLogin(userId: number, data: { name: string; phoneNumber?: string | null }, db: Db): Promise<void> {
    await db.user.update({ where: { id: userId }, data });
  }
}
