import type { MeusDados, MeusDadosSalvo, MeusDadosUpdate } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';
import { downloadCsv as downloadFile } from '@/components/search/download-csv';

export const getMeusDados = () => apiFetch<MeusDados>('/api/meusdados');

export const updateMeusDados = (payload: MeusDadosUpdate) =>
  apiFetch<Partial<MeusDadosSalvo> | undefined>('/api/meusdados', { method: 'PUT', body: payload });

export const trocarMinhaSenha = () =>
  apiFetch<{ message?: string } | undefined>('/api/meusdados/trocar-minha-senha', { method: 'POST' });

/** LGPD: the customer's personal data as one JSON file (saved by the browser). */
export const baixarMeusDados = () => downloadFile('/api/meusdados/exportar', {}, 'meus-dados.json');

/** What "Excluir minha conta" erases for this login: the whole customer (a pf's titular) or only this contact. */
export const alcanceDaExclusao = () => apiFetch<{ alcance: 'cliente' | 'contato' }>('/api/meusdados/excluir-conta');

/**
 * LGPD: erases this contact (or, for a pf's titular, anonymises the customer) and ends the session;
 * the password is asked again.
 */
export const excluirMinhaConta = (senha: string) =>
  apiFetch<{ message: string }>('/api/meusdados/excluir-conta', { method: 'POST', body: { senha } });
