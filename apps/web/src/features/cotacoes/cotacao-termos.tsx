import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FRETE_MODALIDADES, MEIOS_PAGAMENTO, type FreteModalidade, type MeioPagamento } from '@portal/shared/cotacoes';
import { FormSelect } from '@/components/form/form-select';
import { NumeroField } from '@/components/form/numero-field';
import { CASAS, type CotacaoErrors } from './cotacao-form';
import { novaParcela, type ParcelaForm } from './cotacao-termos-form';
import { TextoLimitado } from './texto-limitado';
import type { CotacaoEditor } from './use-cotacao-editor';

const opcoes = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The structured terms (issue 29): installments, payment method, freight modality and carrier, and the
 * discount on the total. One column on a phone, two from 600 px.
 */
export function CotacaoTermos({ editor, errors }: { editor: CotacaoEditor; errors: CotacaoErrors }) {
  const { cabecalho: form, setField, editable } = editor;
  const setParcelas = (parcelas: ParcelaForm[]) => setField('parcelas', parcelas);
  const mudar = (key: string, campo: 'dias' | 'percentual', value: string) =>
    setParcelas(form.parcelas.map((p) => (p.key === key ? { ...p, [campo]: value } : p)));
  return (
    <Box component="section" aria-labelledby="termos-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="termos-title" variant="h6" component="h2">
        Pagamento e frete
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelect
          name="meioPagamento"
          label="Meio de pagamento"
          value={form.meioPagamento}
          placeholder="Não informado"
          options={opcoes(MEIOS_PAGAMENTO)}
          onChange={(_name, value) => setField('meioPagamento', value as MeioPagamento | '')}
          error={errors.meioPagamento}
          readOnly={!editable}
        />
        <NumeroField
          casas={CASAS.descontoTotalPercentual}
          size="small"
          name="descontoTotalPercentual"
          label="Desconto no total (%)"
          value={form.descontoTotalPercentual}
          onChange={(event) => setField('descontoTotalPercentual', event.target.value)}
          error={!!errors.descontoTotalPercentual}
          helperText={errors.descontoTotalPercentual ?? 'Sobre a soma das linhas, antes de frete e impostos.'}
          slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: !editable } }}
        />
        <FormSelect
          name="freteModalidade"
          label="Modalidade de frete"
          value={form.freteModalidade}
          placeholder="Não informada"
          options={opcoes(FRETE_MODALIDADES)}
          onChange={(_name, value) => setField('freteModalidade', value as FreteModalidade | '')}
          error={errors.freteModalidade}
          readOnly={!editable}
        />
        <TextoLimitado
          name="transportadora"
          label="Transportadora"
          value={form.transportadora}
          onChange={(value) => setField('transportadora', value)}
          error={errors.transportadora}
          readOnly={!editable}
        />
      </Box>
      <Box role="group" aria-labelledby="parcelas-title">
        <Typography id="parcelas-title" sx={{ fontWeight: 600 }}>
          Parcelas
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Dias contados do aceite (antes dele, do envio); os percentuais somam 100%. Sem parcelas: em branco.
        </Typography>
        <Stack spacing={1} sx={{ mt: 1 }}>
          {form.parcelas.map((parcela, i) => {
            const erro = errors.parcelasLinhas?.[i] ?? {};
            return (
              <Box
                key={parcela.key}
                data-testid="parcela"
                sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr auto' }, alignItems: 'start' }}
              >
                <TextField
                  size="small"
                  label={`Dias (parcela ${i + 1})`}
                  value={parcela.dias}
                  onChange={(event) => mudar(parcela.key, 'dias', event.target.value)}
                  error={!!erro.dias}
                  helperText={erro.dias}
                  slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: !editable } }}
                />
                <NumeroField
                  casas={2}
                  size="small"
                  label={`Percentual (parcela ${i + 1})`}
                  value={parcela.percentual}
                  onChange={(event) => mudar(parcela.key, 'percentual', event.target.value)}
                  error={!!erro.percentual}
                  helperText={erro.percentual}
                  slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: !editable } }}
                />
                {editable && (
                  <IconButton
                    aria-label={`Remover parcela ${i + 1}`}
                    color="error"
                    onClick={() => setParcelas(form.parcelas.filter((p) => p.key !== parcela.key))}
                  >
                    ✕
                  </IconButton>
                )}
              </Box>
            );
          })}
        </Stack>
        {errors.parcelas && (
          <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
            {errors.parcelas}
          </Typography>
        )}
        {editable && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setParcelas([...form.parcelas, novaParcela()])}>
            Adicionar parcela
          </Button>
        )}
      </Box>
    </Box>
  );
}
