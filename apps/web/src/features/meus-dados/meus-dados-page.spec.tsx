import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeusDados } from '@portal/shared/dto';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { jsonResponse } from '@/test/jwt';
import { resetPublicConfig } from '@/lib/public-config';
import { MeusDadosPage } from './meus-dados-page';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch } from '@/test/fetch-stub';

const PJ: MeusDados = {
  tipo_pessoa: 'pj',
  nome: 'Acme Peças',
  razao_social: 'ACME PEÇAS LTDA',
  cpf: null,
  cnpj: '11222333000181',
  email_faturamento: 'fin@acme.com',
  telefone: '1133334444',
  cep: '01001000',
  logradouro: 'PRAÇA DA SÉ',
  numero: '10',
  bairro: 'SÉ',
  cidade: 'SÃO PAULO',
  uf: 'SP',
  complemento: null,
  responsavel: { id: 9, nome: 'Rita Alves', email: 'rita@acme.com', phone: '11999998888' },
  versao: 3,
};

describe('MeusDadosPage', () => {
  const { fetchMock } = stubFetch();
  beforeEach(() => {
    resetPublicConfig();
  });

  async function open(data: MeusDados = PJ) {
    fetchMock.mockResolvedValueOnce(jsonResponse(data));
    render(
      <MemoryRouter>
        <MeusDadosPage />
      </MemoryRouter>,
    );
    return screen.findByRole('form', { name: 'Meus Dados' });
  }

  it('shows the data with CPF/CNPJ read-only and the responsible block for pj', async () => {
    const form = await open();
    expect(within(form).getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(within(form).getByLabelText('CNPJ')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Telefone')).toHaveValue('(11)3333-4444');
    expect(screen.getByRole('heading', { name: 'Responsável' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/E-mail do responsável/)).toHaveValue('rita@acme.com');
  });

  it('hides the responsible block for pf', async () => {
    const form = await open({ ...PJ, tipo_pessoa: 'pf', cpf: '52998224725', cnpj: null });
    expect(within(form).getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.queryByRole('heading', { name: 'Responsável' })).not.toBeInTheDocument();
  });

  it('enables Salvar only after a change; unsaved identity edits disable Trocar Senha', async () => {
    const user = userEvent.setup();
    await open();
    const save = screen.getByRole('button', { name: 'Salvar' });
    const reset = screen.getByRole('button', { name: 'Trocar Senha' });
    expect(save).toBeDisabled();
    expect(reset).toBeEnabled();
    await user.type(screen.getByLabelText(/Número/), 'A');
    expect(save).toBeEnabled();
    expect(reset).toBeEnabled();
    await user.type(screen.getByLabelText(/Nome do responsável/), 'x');
    expect(reset).toBeDisabled();
    await user.type(screen.getByLabelText(/Nome do responsável/), '{Backspace}');
    expect(reset).toBeEnabled();
  });

  it('validates before saving', async () => {
    const user = userEvent.setup();
    await open();
    await user.clear(screen.getByLabelText(/Nome\/Fantasia/));
    await user.type(screen.getByLabelText(/Nome\/Fantasia/), 'Acme');
    await user.clear(screen.getByLabelText(/E-mail do responsável/));
    await user.clear(screen.getByLabelText(/Logradouro/));
    await user.clear(screen.getByLabelText('Telefone'));
    await user.type(screen.getByLabelText('Telefone'), '11333');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Informe ao menos 2 palavras no nome.')).toBeInTheDocument();
    expect(screen.getByText('E-mail do responsável é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Logradouro é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Telefone do cliente deve ter ao menos 10 dígitos.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('saves digits-only payloads and shows the success banner', async () => {
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText(/Complemento/), 'Sala 2');
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ message: 'Dados atualizados com sucesso!' }))
      .mockResolvedValueOnce(jsonResponse({ ...PJ, complemento: 'SALA 2' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dados atualizados com sucesso!');
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/api/meusdados');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      cnpj: '11222333000181',
      telefone: '1133334444',
      cep: '01001000',
      complemento: 'Sala 2',
      responsavelPhone: '11999998888',
    });
    await waitFor(() => expect(screen.getByLabelText(/Complemento/)).toHaveValue('SALA 2'));
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('shows the server refusal in the banner', async () => {
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText(/Número/), 'B');
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'E-mail já cadastrado.' }, 409));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail já cadastrado.');
  });

  it('a save from a stale read: keeps what was typed, says so, and Recarregar loads the current data', async () => {
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText(/Complemento/), 'Sala 7');
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: SERVER_MESSAGES.registroAlterado }, 409));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.registroAlterado);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toMatchObject({ complemento: 'Sala 7', versao: 3 });
    expect(screen.getByLabelText(/Complemento/)).toHaveValue('Sala 7');

    fetchMock.mockResolvedValueOnce(jsonResponse({ ...PJ, complemento: 'LOJA 1', versao: 4 }));
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(screen.getByLabelText(/Complemento/)).toHaveValue('LOJA 1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Complemento/), ' B');
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ message: 'Dados atualizados com sucesso!', versao: 5 }))
      .mockResolvedValueOnce(jsonResponse({ ...PJ, complemento: 'LOJA 1 B', versao: 5 }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Dados atualizados com sucesso!');
    expect(JSON.parse(String(fetchMock.mock.calls[3]![1]?.body))).toMatchObject({ versao: 4 });
  });

  it('Trocar Senha sends the link once and then stays disabled', async () => {
    const user = userEvent.setup();
    await open();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Link para redefinir senha foi enviado ao e-mail do responsável!' }),
    );
    await user.click(screen.getByRole('button', { name: 'Trocar Senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link para redefinir senha foi enviado ao e-mail do responsável!',
    );
    expect(fetchMock.mock.calls[1][0]).toBe('/api/meusdados/trocar-minha-senha');
    expect(screen.getByRole('button', { name: 'Trocar Senha' })).toBeDisabled();
  });

  it('Trocar Senha works for pf (no responsible block) and refuses a pj without responsible id', async () => {
    const user = userEvent.setup();
    await open({ ...PJ, tipo_pessoa: 'pf', cpf: '52998224725', cnpj: null, responsavel: null });
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Link para redefinir senha foi enviado ao e-mail do responsável!' }),
    );
    await user.click(screen.getByRole('button', { name: 'Trocar Senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link para redefinir senha foi enviado');
    cleanup();
    fetchMock.mockReset();
    await open({ ...PJ, responsavel: null });
    await user.click(screen.getByRole('button', { name: 'Trocar Senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ID do responsável não definido.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('enables Buscar CEP only after the CEP was edited and has 8 digits, then fills the address', async () => {
    const user = userEvent.setup();
    await open();
    const search = screen.getByRole('button', { name: 'Buscar CEP' });
    const cep = screen.getByLabelText(/CEP/);
    expect(search).toBeDisabled();
    await user.clear(cep);
    await user.type(cep, '2004003');
    expect(cep).toHaveValue('20040-03');
    expect(search).toBeDisabled();
    await user.type(cep, '0');
    expect(search).toBeEnabled();
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ cepApiUrl: 'http://cep.local/{cep}', lookupTimeoutMs: 1000 }))
      .mockResolvedValueOnce(
        jsonResponse({ logradouro: 'Avenida Rio Branco', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' }),
      );
    await user.click(search);
    await waitFor(() => expect(screen.getByLabelText(/Cidade/)).toHaveValue('Rio de Janeiro'));
    expect(screen.getByLabelText(/Logradouro/)).toHaveValue('Avenida Rio Branco');
    expect(screen.getByLabelText(/Bairro/)).toHaveValue('Centro');
    expect(screen.getByLabelText(/UF/)).toHaveValue('RJ');
  });

  it('alerts when the CEP does not exist', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await open();
    await user.clear(screen.getByLabelText(/CEP/));
    await user.type(screen.getByLabelText(/CEP/), '99999999');
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ cepApiUrl: 'http://cep.local/{cep}', lookupTimeoutMs: 1000 }))
      .mockResolvedValueOnce(jsonResponse({ erro: true }));
    await user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('CEP não encontrado'));
    alert.mockRestore();
  });

  it('shows "Falha ao buscar dados." when loading fails without a message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('x', { status: 502 }));
    render(
      <MemoryRouter>
        <MeusDadosPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao buscar dados.');
  });
});
