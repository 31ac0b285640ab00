import type { Cliente } from '@portal/shared/dto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { resetPublicConfig } from '@/lib/public-config';
import { ClientesModal } from './clientes-modal';
import { label } from '@/test/label';
import { stubFetch, type Routes } from '@/test/fetch-stub';

const PF: Cliente = {
  id: 7,
  tipo_pessoa: 'pf',
  nome: 'Ana Souza',
  razao_social: null,
  cnpj: null,
  cpf: '52998224725',
  ie: null,
  isento_ie: false,
  email_faturamento: 'ana@x.com',
  status: true,
  cep: '01310100',
  logradouro: 'AV PAULISTA',
  numero: '1000',
  complemento: null,
  bairro: 'BELA VISTA',
  cidade: 'SAO PAULO',
  uf: 'SP',
  versao: 2,
};

let routes: Routes;
const { requests } = stubFetch(() => routes);
const calls = () => requests.map((r) => ({ key: `${r.method} ${r.url}`, body: r.body }));

beforeEach(() => {
  resetPublicConfig();
  routes = {
    'GET /api/Ufs': () => ({ body: ['RJ', 'SP'] }),
    'GET /api/public/config': () => ({ body: { cepApiUrl: 'http://cep.test/{cep}', lookupTimeoutMs: 1000 } }),
    'GET /api/Clientes/7': () => ({ body: PF }),
    'GET /api/clientes/7/pedidos': () => ({
      body: [{ id: 31, valor: 1234.5, dataEmissao: '2026-03-04T12:00:00', cotacaoId: 12 }],
    }),
    'GET /api/Clientes/7/usuarios': () => ({ body: [] }),
  };
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

function open(target: { mode: 'create' } | { mode: 'view'; id: number }) {
  const onChanged = vi.fn();
  render(
    <MemoryRouter>
      <ClientesModal target={target} onClose={() => undefined} onChanged={onChanged} />
    </MemoryRouter>,
  );
  return { onChanged, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');

describe('ClientesModal', () => {
  it('create mode: every required message for pf and pj, Isento IE disables IE', async () => {
    const { user } = open({ mode: 'create' });
    expect(within(dialog()).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    for (const text of [
      'Nome é obrigatório (PF).',
      'CPF é obrigatório',
      'Logradouro é obrigatório',
      'Bairro é obrigatório',
      'Cidade é obrigatória',
      'UF é obrigatória',
      'CEP é obrigatório',
      'Número é obrigatório',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByLabelText(label('Jurídica')));
    expect(screen.getByRole('button', { name: 'Buscar CNPJ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    for (const text of [
      'Nome/Fantasia é obrigatório (PJ).',
      'CNPJ é obrigatório',
      'Razão Social é obrigatória (PJ).',
      'Email de faturamento é obrigatório (PJ).',
      'Obrigatória (PJ não isenta).',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByLabelText(label('Isento IE')));
    expect(screen.getByLabelText(label('Inscrição Estadual'))).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.queryByText('Obrigatória (PJ não isenta).')).not.toBeInTheDocument();
    expect(calls().some((c) => c.key === 'POST /api/Clientes')).toBe(false);
  });

  it('Buscar CEP checks 8 digits, then fills the address', async () => {
    routes['GET http://cep.test/01310100'] = () => ({
      body: { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
    });
    const { user } = open({ mode: 'create' });
    await user.type(screen.getByLabelText(label('CEP')), '0131');
    await user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(window.alert).toHaveBeenCalledWith('CEP inválido ou incompleto');
    await user.type(screen.getByLabelText(label('CEP')), '0100');
    expect(screen.getByLabelText(label('CEP'))).toHaveValue('01310-100');
    await user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    await waitFor(() => expect(screen.getByLabelText(label('Logradouro'))).toHaveValue('AVENIDA PAULISTA'));
    expect(screen.getByLabelText(label('Cidade'))).toHaveValue('SÃO PAULO');
    expect(screen.getByLabelText(label('UF'))).toHaveValue('SP');
  });

  it('Buscar CNPJ rejects a bad checksum, then fills from the lookup and saves the unmasked body', async () => {
    routes['GET /api/cnpj/consulta-cnpj/11222333000181'] = () => ({
      body: {
        nome: 'Loja Exemplo Ltda',
        fantasia: 'Loja Exemplo',
        email: 'FIN@LOJA.COM',
        logradouro: 'Rua A',
        numero: '10',
        bairro: 'Centro',
        municipio: 'Rio de Janeiro',
        uf: 'RJ',
        cep: '20040020',
      },
    });
    routes['POST /api/Clientes'] = () => ({ status: 201, body: { id: 9 } });
    const { user, onChanged } = open({ mode: 'create' });
    await user.click(screen.getByLabelText(label('Jurídica')));
    await user.type(screen.getByLabelText(label('CNPJ')), '11222333000182');
    await user.click(screen.getByRole('button', { name: 'Buscar CNPJ' }));
    expect(window.alert).toHaveBeenCalledWith('CNPJ inválido');
    await user.clear(screen.getByLabelText(label('CNPJ')));
    await user.type(screen.getByLabelText(label('CNPJ')), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Buscar CNPJ' }));
    await waitFor(() => expect(screen.getByLabelText(label('Razão Social'))).toHaveValue('LOJA EXEMPLO LTDA'));
    await user.type(screen.getByLabelText(label('Inscrição Estadual')), '12a34');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls().find((c) => c.key === 'POST /api/Clientes')?.body).toMatchObject({
      tipo_pessoa: 'pj',
      nome: 'Loja Exemplo',
      razao_social: 'LOJA EXEMPLO LTDA',
      cnpj: '11222333000181',
      cpf: null,
      ie: '1234',
      email_faturamento: 'fin@loja.com',
      cep: '20040020',
      cidade: 'RIO DE JANEIRO',
      uf: 'RJ',
    });
  });

  it('view mode: read-only with Editar and Excluir; editing keeps the CPF fixed and saves with PUT', async () => {
    routes['PUT /api/Clientes/7'] = () => ({ body: PF });
    const { user, onChanged } = open({ mode: 'view', id: 7 });
    expect(await screen.findByLabelText(label('Nome'))).toHaveValue('Ana Souza');
    expect(screen.getByLabelText(label('CPF'))).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText(label('Nome'))).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Buscar CEP' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('button', { name: 'Buscar CEP' })).toBeInTheDocument();
    expect(screen.getByLabelText(label('CPF'))).toHaveAttribute('readonly');
    expect(screen.getByLabelText(label('Jurídica'))).toBeDisabled();
    await user.clear(screen.getByLabelText(label('Nome')));
    await user.type(screen.getByLabelText(label('Nome')), 'Ana Maria Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls().find((c) => c.key === 'PUT /api/Clientes/7')?.body).toMatchObject({
      id: 7,
      nome: 'Ana Maria Souza',
      cpf: '52998224725',
      versao: 2,
    });
  });

  it('alerts the server message when saving fails', async () => {
    routes['PUT /api/Clientes/7'] = () => ({ status: 409, body: { message: 'CPF já cadastrado.' } });
    const { user, onChanged } = open({ mode: 'view', id: 7 });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('CPF já cadastrado.'));
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('Excluir asks with the contract texts, then deletes', async () => {
    routes['DELETE /api/Clientes/7'] = () => ({ body: { message: 'ok' } });
    const { user, onChanged } = open({ mode: 'view', id: 7 });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tem certeza que deseja excluir este Cliente?' });
    expect(
      within(confirm).getByText('Esta ação é irreversível. O registro será removido permanentemente do sistema.'),
    ).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Sim, excluir' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls().some((c) => c.key === 'DELETE /api/Clientes/7')).toBe(true);
  });

  it('lists orders in pt-BR and the empty users text', async () => {
    const { user } = open({ mode: 'view', id: 7 });
    await user.click(await screen.findByRole('tab', { name: 'Pedidos' }));
    const row = (await screen.findByText('31')).closest('tr')!;
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('R$ 1.234,50');
    expect(row).toHaveTextContent('04/03/2026');
    expect(within(row).getByRole('link', { name: 'Ver cotação' })).toHaveAttribute('href', '/comercial/cotacoes/12');
    await user.click(screen.getByRole('tab', { name: 'Acesso ao portal' }));
    expect(await screen.findByText('Nenhum usuário encontrado.')).toBeInTheDocument();
  });
});
