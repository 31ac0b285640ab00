import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { ClientePicker } from './cliente-picker';
import type { TextoCampo } from './cotacao-form';
import { CotacaoTermos } from './cotacao-termos';
import { TextoLimitado } from './texto-limitado';
import type { CotacaoEditor } from './use-cotacao-editor';

/** Customer, validity, payment and freight terms, conditions and notes (memoised: typing in a line skips it). */
export const CotacaoCampos = memo(function CotacaoCampos({ editor }: { editor: CotacaoEditor }) {
  const { cabecalho: form, setField, editable, erros: errors } = editor;
  const text = (name: TextoCampo, label: string, rows: number) => (
    <TextoLimitado
      name={name}
      label={label}
      rows={rows}
      value={form[name]}
      onChange={(value) => setField(name, value)}
      error={errors[name]}
      readOnly={!editable}
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
