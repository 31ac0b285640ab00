import { maskCnpj, maskCpf } from '@portal/shared/masks';
import { ativoInativo, csvText as text, type CsvColumn, csvJob } from '../export/index.js';

/** The columns of the export: the screen's columns plus the record's other fields. */
const COLUMNS: CsvColumn<Record<string, unknown>>[] = [
  { header: 'ID', value: text('id') },
  { header: 'Tipo', value: (row) => (row.tipo_pessoa === 'pj' ? 'Jurídica' : 'Física') },
  { header: 'Nome/Razão Social', value: text('nome') },
  { header: 'Razão Social', value: text('razao_social') },
  {
    header: 'Doc',
    value: (row) => (row.cpf ? maskCpf(row.cpf as string) : row.cnpj ? maskCnpj(row.cnpj as string) : ''),
  },
  { header: 'IE', value: text('ie') },
  { header: 'Isento IE', value: (row) => (row.isento_ie ? 'Sim' : 'Não') },
  { header: 'Email', value: text('email_faturamento') },
  { header: 'Status', value: (row) => ativoInativo(row.status) },
  { header: 'CEP', value: text('cep') },
  { header: 'Logradouro', value: text('logradouro') },
  { header: 'Número', value: text('numero') },
  { header: 'Complemento', value: text('complemento') },
  { header: 'Bairro', value: text('bairro') },
  { header: 'Cidade', value: text('cidade') },
  { header: 'UF', value: text('uf') },
];

/** GET /Clientes/export: the search's own statement (same filters and sort), every row. */
export const clientesCsv = csvJob('clientes', COLUMNS);
