import { ativoInativo, csvText as text, type CsvColumn, csvJob } from '../export/index.js';

const COLUMNS: CsvColumn<Record<string, unknown>>[] = [
  { header: 'ID', value: text('id') },
  { header: 'Nome', value: text('name') },
  { header: 'Perfil Acesso', value: text('role') },
  { header: 'Email', value: text('email') },
  { header: 'Telefone', value: text('phoneNumber') },
  { header: 'Status', value: (row) => ativoInativo(row.status) },
];

/** GET /UsuariosInternos/export: the search's own statement, every row. */
export const usuariosInternosCsv = csvJob('usuarios-internos', COLUMNS);
