import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { CadastroClienteData } from './cadastro-cliente-data.js';

export interface ExistingLogin {
  id: number;
  email: string;
  name: string;
  hasPassword: boolean;
  active: boolean;
}

@Injectable()
export class CadastroClienteRepository {
  constructor(private readonly prisma: PrismaService) {}

  async documentTaken(cpf: string | null, cnpj: string | null, db: Db = this.prisma): Promise<boolean> {
    const found = await db.cliente.findFirst({
      where: cpf ? { cpf } : { cnpj: cnpj ?? '' },
      select: { id: true },
    });
    return Boolean(found);
  }

  async findLogin(email: string, db: Db = this.prisma): Promise<ExistingLogin | undefined> {
    const user = await db.user.findUnique({
      where: { email },
      select: { id: true, email: true, name: true, passwordHash: true, status: true },
    });
    if (!user) return undefined;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      hasPassword: Boolean(user.passwordHash),
      active: user.status === 1,
    };
  }

  /**
   * The customer and its CLIENTE login, without a password (set through the e-mailed link). The
   * registration collects no address: the NOT NULL address columns get '' until the customer fills
   * them in Meus Dados.
   */
  async createClienteAndLogin(
    data: CadastroClienteData,
    aviso: { versao: string; em: Date },
    db: Db,
  ): Promise<{ clienteId: number; userId: number }> {
    const cliente = await db.cliente.create({
      data: {
        tipo_pessoa: data.tipo_pessoa,
        nome: data.tipo_pessoa === 'pf' ? data.nome : (data.razao_social ?? `CNPJ ${data.cnpj}`),
        razao_social: data.razao_social,
        cpf: data.cpf,
        cnpj: data.cnpj,
        email_faturamento: data.email.length <= 60 ? data.email : null,
        isento_ie: false,
        status: true,
        cep: '',
        logradouro: '',
        numero: '',
        bairro: '',
        cidade: '',
        uf: '',
      },
      select: { id: true },
    });
    const role = await db.role.findUniqueOrThrow({ where: { normalizedName: 'CLIENTE' }, select: { id: true } });
    const user = await db.user.create({
      data: {
        email: data.email,
        name: data.nome,
        roleId: role.id,
        status: 1,
        clienteId: cliente.id,
        // The privacy notice the form showed, accepted by sending it (LGPD consent record).
        privacyNoticeVersion: aviso.versao,
        privacyNoticeAcceptedAt: aviso.em,
      },
      select: { id: true },
    });
    return { clienteId: cliente.id, userId: user.id };
  }
}
