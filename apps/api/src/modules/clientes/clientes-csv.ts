import { maskCnpj, maskCpf } from '@portal/shared/masks';
import { ativoInativo, csvOf, type CsvColumn } from '../export/index.js';
import type { ClienteRow } from './clientes.repository.js';

/** The columns of the export: the screen's columns plus the record's other fields. */
const COLUMNS: CsvColumn<ClienteRow>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Tipo', value: (row) => (row.tipo_pessoa === 'pj' ? 'Jurídica' : 'Física') },
  { header: 'Nome/Razão Social', value: (row) => row.nome },
  { header: 'Razão Social', value: (row) => row.razao_social },
  { header: 'Doc', value: (row) => (row.cpf ? maskCpf(row.cpf) : row.cnpj ? maskCnpj(row.cnpj) : '') },
  { header: 'IE', value: (row) => row.ie },
  { header: 'Isento IE', value: (row) => (row.isento_ie ? 'Sim' : 'Não') },
  { header: 'Email', value: (row) => row.email_faturamento },
  { header: 'Status', value: (row) => ativoInativo(row.status) },
  { header: 'CEP', value: (row) => row.cep },
  { header: 'Logradouro', value: (row) => row.logradouro },
  { header: 'Número', value: (row) => row.numero },
  { header: 'Complemento', value: (row) => row.complemento },
  { header: 'Bairro', value: (row) => row.bairro },
  { header: 'Cidade', value: (row) => row.cidade },
  { header: 'UF', value: (row) => row.uf },
];

/** GET /Clientes/export: the search's own rows (same filters and sort), every row. */
export const clientesCsv = csvOf('clientes', 'clientes', COLUMNS);
