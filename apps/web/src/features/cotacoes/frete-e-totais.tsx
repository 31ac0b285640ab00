import { TotalsPanel, type TotalsValues } from '@/components/cotacao/totals-panel';
import { NumeroField } from '@/components/form/numero-field';
import { CASAS } from './cotacao-form';
import type { CotacaoEditor } from './use-cotacao-editor';

/** The totals panel with the freight typed in it: the one part above the lines that typing in a line re-renders. */
export function FreteETotais({ editor, totals }: { editor: CotacaoEditor; totals: TotalsValues | null }) {
  const { cabecalho, setField, editable, erros } = editor;
  return (
    <TotalsPanel
      totals={totals}
      freteInput={
        <NumeroField
          casas={CASAS.frete}
          fixas
          size="small"
          name="frete"
          label="Frete (R$)"
          value={cabecalho.frete}
          onChange={(event) => setField('frete', event.target.value)}
          error={!!erros.frete}
          helperText={erros.frete ?? 'Só com frete CIF.'}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20, readOnly: !editable } }}
        />
      }
    />
  );
}
