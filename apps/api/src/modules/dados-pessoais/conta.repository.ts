import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import { EXCLUSAO_APAGA_O_CLIENTE } from './titular-sql.js';

/** The account checks of the LGPD routes: the password asked again, who the staff to warn are. */
@Injectable()
export class ContaRepository {
  constructor(private readonly prisma: PrismaService) {}

  async passwordHash(userId: number): Promise<string | null> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
    return user?.passwordHash ?? null;
  }

  async emailsDosAdministradores(db: Db = this.prisma): Promise<string[]> {
    const admins = await db.user.findMany({
      where: { status: 1, clienteId: null, role: { normalizedName: 'ADMIN' } },
      select: { email: true },
      orderBy: { id: 'asc' },
    });
    return admins.map((admin) => admin.email);
  }

  /** Whether this login's own deletion anonymises its whole customer (the titular of a pf), see titular-sql.ts. */
  async exclusaoApagaOCliente(userId: number): Promise<boolean> {
    const { rows } = await this.prisma.pool.query<{ apaga: boolean }>(EXCLUSAO_APAGA_O_CLIENTE, [userId]);
    return rows[0]?.apaga ?? false;
  }
}
