import { PRODUCT_TIPOS } from '@portal/shared/constants';
import { maskCnpj, maskCpf } from '@portal/shared/masks';
import { dateTimePtBr, type CsvColumn } from './csv.js';

type Row = Record<string, unknown>;
const text = (name: string) => (row: Row) => row[name] as string | null;
const ativo = (value: unknown) => (value === true || value === 1 ? 'Ativo' : 'Inativo');

/** The columns of each export: the screen's columns plus the record's other fields. */
export const CLIENTE_COLUMNS: CsvColumn<Row>[] = [
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
  { header: 'Status', value: (row) => ativo(row.status) },
  { header: 'CEP', value: text('cep') },
  { header: 'Logradouro', value: text('logradouro') },
  { header: 'Número', value: text('numero') },
  { header: 'Complemento', value: text('complemento') },
  { header: 'Bairro', value: text('bairro') },
  { header: 'Cidade', value: text('cidade') },
  { header: 'UF', value: text('uf') },
];

export const USUARIO_INTERNO_COLUMNS: CsvColumn<Row>[] = [
  { header: 'ID', value: text('id') },
  { header: 'Nome', value: text('name') },
  { header: 'Perfil Acesso', value: text('role') },
  { header: 'Email', value: text('email') },
  { header: 'Telefone', value: text('phoneNumber') },
  { header: 'Status', value: (row) => ativo(row.status) },
];

export const PRODUTO_COLUMNS: CsvColumn<Row>[] = [
  { header: 'ID', value: text('id') },
  { header: 'SKU', value: text('sku') },
  { header: 'Nome', value: text('nome') },
  { header: 'Tipo', value: (row) => PRODUCT_TIPOS[row.tipo as keyof typeof PRODUCT_TIPOS] ?? String(row.tipo) },
  { header: 'Status', value: (row) => ativo(row.status) },
  { header: 'Descrição', value: text('descricao') },
  { header: 'Criado Em', value: (row) => dateTimePtBr(row.criado_em as Date) },
];

export const LOG_COLUMNS: CsvColumn<Row>[] = [
  { header: 'Timestamp', value: (row) => dateTimePtBr(row.timestamp as Date) },
  { header: 'Message', value: text('message') },
  { header: 'Data (JSON)', value: (row) => JSON.stringify(row.data) },
];
