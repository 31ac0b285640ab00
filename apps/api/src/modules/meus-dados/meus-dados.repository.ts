import { Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';
import { emailTakenByOther } from '../../database/email-em-uso.js';
import type { Clientes } from '../../database/schema.generated.js';
import type { MeusDadosData } from './meus-dados-data.js';

const CLIENTE_FIELDS = [
  'id',
  'tipo_pessoa',
  'nome',
  'razao_social',
  'cpf',
  'cnpj',
  'email_faturamento',
  'telefone',
  'cep',
  'logradouro',
  'numero',
  'bairro',
  'cidade',
  'uf',
  'complemento',
  'versao',
] as const;

export type ClienteRow = Pick<Selectable<Clientes>, (typeof CLIENTE_FIELDS)[number]>;

export interface LoginRow {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
}

@Injectable()
export class MeusDadosRepository {
  constructor(private readonly db: AppDatabase) {}

  async findCliente(id: number, db: Db = this.db): Promise<ClienteRow | null> {
    return (await db.selectFrom('clientes').select(CLIENTE_FIELDS).where('id', '=', id).executeTakeFirst()) ?? null;
  }

  async findLogin(userId: number, db: Db = this.db): Promise<LoginRow | null> {
    const row = await db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'phone_number as phoneNumber'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  emailTakenByOther(email: string, userId: number, db: Db = this.db): Promise<boolean> {
    return emailTakenByOther(db, email, userId);
  }

  /**
   * Writes the customer and moves its `versao` by one, in one statement. With `versao` (the version the
   * page read), only while that is still the stored one: undefined when someone saved it since.
   */
  async updateCliente(
    id: number,
    data: MeusDadosData['cliente'],
    db: Db = this.db,
    versao?: number,
  ): Promise<number | undefined> {
    const row = await db
      .updateTable('clientes')
      .set((eb) => ({ ...data, atualizado_em: sql`now()`, versao: eb('versao', '+', 1) }))
      .where('id', '=', id)
      .$if(versao !== undefined, (qb) => qb.where('versao', '=', versao!))
      .returning('versao')
      .executeTakeFirst();
    return row?.versao;
  }

  async updateLogin(
    userId: number,
    data: { name: string; phoneNumber?: string | null },
    db: Db = this.db,
  ): Promise<void> {
    const { name, phoneNumber } = data;
    await db
      .updateTable('users')
      .set({ name, ...(phoneNumber === undefined ? {} : { phone_number: phoneNumber }), updated_at: sql`now()` })
      .where('id', '=', userId)
      .execute();
  }
}
