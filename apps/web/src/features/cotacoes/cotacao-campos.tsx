import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COTACAO_LIMITS } from '@portal/shared/cotacoes';
import { TotalsPanel } from '@/components/cotacao/totals-panel';
import { NumeroField } from '@/components/form/numero-field';
import { ClientePicker } from './cliente-picker';
import { CASAS, validateCotacao, type CotacaoErrors, type CotacaoForm, type TextoCampo } from './cotacao-form';
import { CotacaoTermos } from './cotacao-termos';
import type { CotacaoEditor } from './use-cotacao-editor';

/** Customer, validity, conditions, notes and the totals panel (freight typed in it). */
export function CotacaoCampos({ editor }: { editor: CotacaoEditor }) {
  const { form, setField, editable, showErrors, totals } = editor;
  const errors: CotacaoErrors = showErrors ? validateCotacao(form) : { itens: [] };
  const text = (name: TextoCampo, label: string, rows: number) => (
    <TextField
      fullWidth
      size="small"
      multiline
      minRows={rows}
      name={name}
      label={label}
      value={form[name]}
      onChange={(event) => setField(name, event.target.value as CotacaoForm[TextoCampo])}
      error={!!errors[name]}
      helperText={errors[name]}
      slotProps={{ htmlInput: { maxLength: COTACAO_LIMITS[name], readOnly: !editable } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
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
      <Box>
        <TotalsPanel
          totals={totals}
          freteInput={
            <NumeroField
              casas={CASAS.frete}
              fixas
              size="small"
              name="frete"
              label="Frete (R$)"
              value={form.frete}
              onChange={(event) => setField('frete', event.target.value)}
              error={!!errors.frete}
              helperText={errors.frete ?? 'Só com frete CIF.'}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20, readOnly: !editable } }}
            />
          }
        />
      </Box>
    </Box>
  );
}
