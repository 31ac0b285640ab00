import { Injectable } from '@nestjs/common';
import { AppDatabase, type Db } from '../../database/database.js';
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
  constructor(private readonly db: AppDatabase) {}

  async documentTaken(cpf: string | null, cnpj: string | null, db: Db = this.db): Promise<boolean> {
    const query = db.selectFrom('clientes').select('id');
    const found = await (cpf ? query.where('cpf', '=', cpf) : query.where('cnpj', '=', cnpj ?? ''))
      .limit(1)
      .executeTakeFirst();
    return Boolean(found);
  }

  async findLogin(email: string, db: Db = this.db): Promise<ExistingLogin | undefined> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'password_hash', 'status'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user) return undefined;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      hasPassword: Boolean(user.password_hash),
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
    const cliente = await db
      .insertInto('clientes')
      .values({
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('normalized_name', '=', 'CLIENTE')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({
        email: data.email,
        name: data.nome,
        role_id: role.id,
        status: 1,
        cliente_id: cliente.id,
        // The privacy notice the form showed, accepted by sending it (LGPD consent record).
        privacy_notice_version: aviso.versao,
        privacy_notice_accepted_at: aviso.em,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { clienteId: cliente.id, userId: user.id };
  }
}
