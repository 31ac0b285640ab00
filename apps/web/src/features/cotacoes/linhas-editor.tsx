import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProdutoSugestao } from '@portal/shared/dto';
import { memo, useMemo, useSyncExternalStore } from 'react';
import { CAMPOS, LinhaEditor, type LinhaProps } from './linha-editor';
import { linhasSx } from './linhas-estilo';
import { useLinhas, type LinhasStore } from './linhas-store';
import { ProdutoPicker } from './produto-picker';

interface LinhasEditorProps {
  linhas: LinhasStore;
  readOnly: boolean;
  /** Show each line's messages (after a save was tried). */
  showErrors: boolean;
  onAdd: (produto: ProdutoSugestao) => void;
  onChange: LinhaProps['onChange'];
  onRemove: LinhaProps['onRemove'];
  onMove: LinhaProps['onMove'];
}

/**
 * The quotation's lines: edit quantity, unit, price, discount, IPI rate and ICMS-ST; add (Enter on a
 * suggestion), remove, reorder. A table on a wide screen; on a phone, stacked cards as the customer's
 * pages show lines (components/cotacao/cotacao-lines.tsx). Memoised and not subscribed to the lines:
 * only `Linhas` inside re-renders when they change, not this frame and its styles.
 */
export const LinhasEditor = memo(function LinhasEditor(props: LinhasEditorProps) {
  const { linhas, readOnly, onAdd } = props;
  // Read at once (noSsr): a phone renders its cards from the first frame, not a table first.
  const narrow = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const sx = useMemo(() => linhasSx(narrow), [narrow]);
  return (
    <Box component="section" aria-labelledby="itens-title">
      <Typography id="itens-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Itens
      </Typography>
      {narrow ? (
        <Box component="ol" aria-labelledby="itens-title" sx={sx}>
          <Linhas {...props} narrow />
        </Box>
      ) : (
        <Box role="table" aria-labelledby="itens-title" sx={sx}>
          <div role="rowgroup">
            <div role="row" className="linha cabecalho">
              <span role="columnheader">#</span>
              <span role="columnheader">Produto/Serviço</span>
              {CAMPOS.map(({ campo, cabecalho }) => (
                <span role="columnheader" key={campo}>
                  {cabecalho}
                </span>
              ))}
              <span role="columnheader" className="total">
                Total
              </span>
              {!readOnly && <span role="columnheader">Ações</span>}
            </div>
          </div>
          <div role="rowgroup">
            <Linhas {...props} narrow={false} />
          </div>
        </Box>
      )}
      <Vazio linhas={linhas} />
      {!readOnly && <ProdutoPicker onAdd={onAdd} />}
    </Box>
  );
});

/** The rows: the one part subscribed to the lines; each row is memoised, so a key renders its own row only. */
function Linhas({ linhas, narrow, ...props }: LinhasEditorProps & { narrow: boolean }) {
  const itens = useLinhas(linhas);
  return itens.map((linha, index) => (
    <LinhaEditor
      key={linha.key}
      linha={linha}
      index={index}
      last={index === itens.length - 1}
      readOnly={props.readOnly}
      showErrors={props.showErrors}
      narrow={narrow}
      onChange={props.onChange}
      onRemove={props.onRemove}
      onMove={props.onMove}
    />
  ));
}

function Vazio({ linhas }: { linhas: LinhasStore }) {
  const vazio = useSyncExternalStore(linhas.subscribe, () => linhas.get().length === 0);
  return vazio && <p>Nenhum item. Busque um produto abaixo para incluir.</p>;
}
