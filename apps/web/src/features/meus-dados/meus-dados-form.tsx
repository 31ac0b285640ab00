import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { MeusDados } from '@portal/shared/dto';
import { maskPhone } from '@portal/shared/masks';
import { ERROR_FALLBACKS, GENERAL_MESSAGES, SUCCESS_MESSAGES, isSuccessMessage } from '@portal/shared/messages';
import { messageText, onlyDigits } from '@portal/shared/validators';
import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage, isStaleVersion } from '@/components/data/error-message';
import { StaleRecordAlert } from '@/components/form/stale-record-alert';
import { lookupCep } from '@/lib/cep-lookup';
import { filledFields } from '@/lib/filled-fields';
import { AddressFields } from './address-fields';
import type { FieldBinder } from './field-binder';
import { trocarMinhaSenha, updateMeusDados } from './meus-dados-api';
import {
  IDENTITY_FIELDS,
  changedFields,
  toForm,
  toPayload,
  validateMeusDados,
  type MeusDadosErrors,
} from './meus-dados-form-state';
import { ResponsavelFields } from './responsavel-fields';

interface MeusDadosFormViewProps {
  data: MeusDados;
  /** Shows a message in the page's banner ('' hides it). */
  onMessage: (text: string) => void;
  resetSent: boolean;
  onResetSent: () => void;
  /** Reloads the data after a successful save, or on Recarregar after a save from a stale read. */
  onSaved: () => Promise<void>;
}

export function MeusDadosFormView({ data, onMessage, resetSent, onResetSent, onSaved }: MeusDadosFormViewProps) {
  const saved = useMemo(() => toForm(data), [data]);
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<MeusDadosErrors>({});
  const [saving, setSaving] = useState(false);
  const [sendingReset, setSendingReset] = useState(false);
  const [cepEdited, setCepEdited] = useState(false);
  const [searchingCep, setSearchingCep] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const pj = form.tipo_pessoa === 'pj';
  const changed = changedFields(form, saved);
  const identityChanged = changed.some((field) => IDENTITY_FIELDS.includes(field));

  const bind: FieldBinder = (field, mask) => ({
    name: field,
    id: `meus-dados-${field}`,
    value: form[field],
    onChange: (event) => {
      const value = mask ? mask(event.target.value) : event.target.value;
      setForm((current) => ({ ...current, [field]: value }));
      if (field === 'cep') setCepEdited(true);
      // An edited field's old message no longer applies; the next Salvar checks it again.
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    error: Boolean(errors[field]),
    helperText: messageText(errors[field]),
    fullWidth: true,
    size: 'small',
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateMeusDados(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const result = await updateMeusDados(toPayload(form, data.versao));
      onMessage(isSuccessMessage(result?.message) ? result!.message! : SUCCESS_MESSAGES.dataUpdated);
      await onSaved();
    } catch (error) {
      // Someone saved these data since the page loaded them: what was typed stays (StaleRecordAlert).
      if (isStaleVersion(error)) setStale(errorMessage(error, ERROR_FALLBACKS.meusDadosSave));
      else onMessage(errorMessage(error, ERROR_FALLBACKS.meusDadosSave));
      setSaving(false);
    }
  };

  const sendReset = async () => {
    // For pj the login is the responsible person's account: without its id there is no one to send to.
    if (pj && !data.responsavel?.id) return onMessage(ERROR_FALLBACKS.responsavelIdMissing);
    setSendingReset(true);
    try {
      const result = await trocarMinhaSenha();
      onResetSent();
      onMessage(isSuccessMessage(result?.message) ? result!.message! : SUCCESS_MESSAGES.resetLinkSent);
    } catch (error) {
      onMessage(errorMessage(error, ERROR_FALLBACKS.resetLinkSend));
    } finally {
      setSendingReset(false);
    }
  };

  const searchCep = async () => {
    setSearchingCep(true);
    const result = await lookupCep(form.cep);
    setSearchingCep(false);
    // docs/produto.md §8: lookup errors show in a browser alert.
    if (!result.ok) return window.alert(result.message);
    // Same rule as the customer modal: an empty logradouro/bairro (single-CEP town) keeps what was typed.
    setForm((current) => ({ ...current, ...filledFields(result.address) }));
  };

  const readOnly = { htmlInput: { readOnly: true } };
  return (
    <Box component="form" noValidate onSubmit={save} aria-label="Meus Dados">
      <StaleRecordAlert message={stale} onReload={() => void onSaved()} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField
            id="meus-dados-tipo"
            label="Tipo de pessoa"
            value={pj ? 'Jurídica' : 'Física'}
            fullWidth
            size="small"
            slotProps={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <TextField {...bind('nome')} label={pj ? 'Nome/Fantasia' : 'Nome'} required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {pj ? (
            <TextField
              {...bind('cnpj')}
              label="CNPJ"
              slotProps={readOnly}
              helperText={messageText(errors.cnpj) ?? 'Não pode ser alterado.'}
            />
          ) : (
            <TextField
              {...bind('cpf')}
              label="CPF"
              slotProps={readOnly}
              helperText={messageText(errors.cpf) ?? 'Não pode ser alterado.'}
            />
          )}
        </Grid>
        {pj && (
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField {...bind('razao_social')} label="Razão Social" />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: pj ? 4 : 6 }}>
          <TextField
            {...bind('email_faturamento')}
            label={pj ? 'E-mail de faturamento' : 'E-mail'}
            type="email"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, md: pj ? 2 : 6 }}>
          <TextField {...bind('telefone', maskPhone)} label="Telefone" placeholder="(00)0000-0000" />
        </Grid>
      </Grid>
      <Box sx={{ mt: 3 }}>
        <AddressFields
          bind={bind}
          canSearchCep={cepEdited && onlyDigits(form.cep).length === 8}
          searchingCep={searchingCep}
          onSearchCep={() => void searchCep()}
        />
      </Box>
      {pj && <ResponsavelFields bind={bind} />}
      <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
        <Button type="submit" variant="contained" disabled={!changed.length || saving}>
          {saving ? GENERAL_MESSAGES.loading : 'Salvar'}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void sendReset()}
          disabled={sendingReset || resetSent || identityChanged}
        >
          Trocar Senha
        </Button>
      </Box>
    </Box>
  );
}
