import { useDeferredValue, useMemo } from 'react';
import { TotalsPanel } from '@/components/cotacao/totals-panel';
import { NumeroField } from '@/components/form/numero-field';
import { CASAS, formTotals } from './cotacao-form';
import { useLinhas } from './linhas-store';
import type { CotacaoEditor } from './use-cotacao-editor';

/**
 * The totals panel with the freight typed in it. The totals of 500 lines follow the typing deferred
 * (useDeferredValue): a key repaints its line first, the panel right after, in a render a next key may interrupt.
 */
export function FreteETotais({ editor }: { editor: CotacaoEditor }) {
  const { cabecalho, linhas, setField, editable, erros } = editor;
  const itens = useDeferredValue(useLinhas(linhas));
  const totals = useMemo(() => formTotals({ ...cabecalho, itens }), [cabecalho, itens]);
  // The same element while the totals and the freight field stay the same: React skips the panel.
  return useMemo(
    () => (
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
            slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: !editable } }}
          />
        }
      />
    ),
    [totals, cabecalho.frete, setField, erros.frete, editable],
  );
}
