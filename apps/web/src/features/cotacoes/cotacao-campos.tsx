import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { COTACAO_LIMITS } from '@portal/shared/cotacoes';
import { ClientePicker } from './cliente-picker';
import type { TextoCampo } from './cotacao-form';
import { CotacaoTermos } from './cotacao-termos';
import type { Cabecalho, CotacaoEditor } from './use-cotacao-editor';

/** Customer, validity, payment and freight terms, conditions and notes (memoised: typing in a line skips it). */
export const CotacaoCampos = memo(function CotacaoCampos({ editor }: { editor: CotacaoEditor }) {
  const { cabecalho: form, setField, editable, erros: errors } = editor;
  const text = (name: TextoCampo, label: string, rows: number) => (
    <TextField
      fullWidth
      size="small"
      multiline
      minRows={rows}
      name={name}
      label={label}
      value={form[name]}
      onChange={(event) => setField(name, event.target.value as Cabecalho[TextoCampo])}
      error={!!errors[name]}
      helperText={errors[name]}
      slotProps={{ htmlInput: { maxLength: COTACAO_LIMITS[name], readOnly: !editable } }}
    />
  );
  return (
    <Stack spacing={2}>
      <ClientePicker
        value={form.cliente}
        onPick={(cliente) => setField('cliente', cliente)}
        error={errors.cliente}
        disabled={!editable}
      />
      <TextField
        size="small"
        type="date"
        name="validade"
        label="Validade"
        value={form.validade}
        onChange={(event) => setField('validade', event.target.value)}
        error={!!errors.validade}
        helperText={errors.validade ?? (form.validade ? undefined : 'Em branco: o prazo padrão do servidor.')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: !editable } }}
        sx={{ maxWidth: 220 }}
      />
      <CotacaoTermos editor={editor} errors={errors} />
      {text('condicoesPagamento', 'Condições de pagamento', 2)}
      {text('prazoEntrega', 'Prazo de entrega', 1)}
      {text('observacoes', 'Observações', 3)}
    </Stack>
  );
});
