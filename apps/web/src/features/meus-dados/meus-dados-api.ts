import type { MeusDados, MeusDadosUpdate } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export const getMeusDados = () => apiFetch<MeusDados>('/api/meusdados');

export const updateMeusDados = (payload: MeusDadosUpdate) =>
  apiFetch<{ message?: string } | undefined>('/api/meusdados', { method: 'PUT', body: payload });

export const trocarMinhaSenha = () =>
  apiFetch<{ message?: string } | undefined>('/api/meusdados/trocar-minha-senha', { method: 'POST' });
