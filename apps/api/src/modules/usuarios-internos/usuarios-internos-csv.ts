import { ativoInativo, csvOf, type CsvColumn } from '../export/index.js';
import type { StaffCsvRow } from './usuarios-internos.repository.js';

const COLUMNS: CsvColumn<StaffCsvRow>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Nome', value: (row) => row.name },
  { header: 'Perfil Acesso', value: (row) => row.role },
  { header: 'Email', value: (row) => row.email },
  { header: 'Telefone', value: (row) => row.phoneNumber },
  { header: 'Status', value: (row) => ativoInativo(row.status) },
];

/** GET /UsuariosInternos/export: the search's own rows, every row. */
export const usuariosInternosCsv = csvOf('usuarios-internos', 'usuários internos', COLUMNS);
