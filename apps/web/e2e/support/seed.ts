import { hashPassword, insertCliente } from '@portal/test-support';
import pg from 'pg';
import type { SeededUser } from './context';

/** Inserts a COMERCIAL and a pf CLIENTE (with its customer row) straight into the database. */
export async function seedUsers(databaseUrl: string, password: string) {
  const hash = await hashPassword(password);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const comercial: SeededUser = { email: 'comercial@e2e.test', password, name: 'Carla Comercial' };
    const cliente: SeededUser = { email: 'cliente@e2e.test', password, name: 'Paulo Cliente' };
    const insertUser = (user: SeededUser, role: string, clienteId: number | null) =>
      db.query(
        `INSERT INTO users (email, name, role_id, status, email_confirmed, password_hash, cliente_id)
         VALUES ($1, $2, (SELECT id FROM roles WHERE normalized_name = $3), 1, true, $4, $5)`,
        [user.email, user.name, role, hash, clienteId],
      );
    await insertUser(comercial, 'COMERCIAL', null);
    const { id: clienteId } = await insertCliente(db, {
      nome: cliente.name,
      cpf: '39053344705',
      email_faturamento: cliente.email,
      cep: '01001000',
      logradouro: 'PRAÇA DA SÉ',
      numero: '1',
      bairro: 'SÉ',
    });
    await insertUser(cliente, 'CLIENTE', clienteId);
    return { comercial, cliente };
  } finally {
    await db.end();
  }
}
