import type { CnpjLookupResult } from '@portal/shared/dto';
import { CLIENTE_MESSAGES, cnpjLookupErrorMessage, ERROR_FALLBACKS } from '@portal/shared/messages';
import { maskCep } from '@portal/shared/masks';
import { isValidCep, isValidCnpj, normalizeCnpj, normalizeEmail } from '@portal/shared/validators';
import { useState } from 'react';
import { errorMessage } from '@/components/data/error-message';
import { lookupCep } from '@/lib/cep-lookup';
import { filledFields } from '@/lib/filled-fields';
import { useLookupCnpj } from './api/lookup-cnpj';
import type { ClienteForm } from './cliente-form';

type Patch = (changes: Partial<ClienteForm>) => void;

export function fromCnpjLookup(data: CnpjLookupResult): Partial<ClienteForm> {
  return filledFields({
    razao_social: data.nome?.toUpperCase(),
    nome: data.fantasia || data.nome,
    email_faturamento: data.email === undefined ? undefined : normalizeEmail(data.email),
    cep: data.cep ? maskCep(data.cep) : undefined,
    logradouro: data.logradouro?.toUpperCase(),
    numero: data.numero?.toUpperCase(),
    complemento: data.complemento?.toUpperCase(),
    bairro: data.bairro?.toUpperCase(),
    cidade: data.municipio?.toUpperCase(),
    uf: data.uf?.toUpperCase(),
  });
}

/** Buscar CEP and Buscar CNPJ: check the input, ask, fill the form or alert (docs/produto.md §5, §8). */
export function useClienteLookups(form: ClienteForm, patch: Patch) {
  const cnpj = useLookupCnpj();
  const [cepPending, setCepPending] = useState(false);

  const buscarCep = async () => {
    if (!isValidCep(form.cep)) {
      window.alert(CLIENTE_MESSAGES.cepLookupInvalid);
      return;
    }
    setCepPending(true);
    const result = await lookupCep(form.cep).finally(() => setCepPending(false));
    if (!result.ok) {
      window.alert(result.message);
      return;
    }
    const { logradouro, bairro, cidade, uf } = result.address;
    patch(
      filledFields({
        logradouro: logradouro.toUpperCase(),
        bairro: bairro.toUpperCase(),
        cidade: cidade.toUpperCase(),
        uf,
      }),
    );
  };

  const buscarCnpj = async () => {
    if (!isValidCnpj(form.cnpj)) {
      window.alert(CLIENTE_MESSAGES.cnpjLookupInvalid);
      return;
    }
    try {
      patch(fromCnpjLookup(await cnpj.run(normalizeCnpj(form.cnpj))));
    } catch (error) {
      window.alert(cnpjLookupErrorMessage(errorMessage(error, ERROR_FALLBACKS.connection)));
    }
  };

  return { buscarCep, buscarCnpj, pending: cepPending || cnpj.pending };
}
