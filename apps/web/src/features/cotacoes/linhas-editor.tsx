import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProdutoSugestao } from '@portal/shared/dto';
import { memo } from 'react';
import type { LinhaForm } from './cotacao-form';
import { CAMPOS, LinhaEditor, type LinhaProps } from './linha-editor';
import { linhasSx } from './linhas-estilo';
import { ProdutoPicker } from './produto-picker';

interface LinhasEditorProps {
  itens: LinhaForm[];
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
 * pages show lines (components/cotacao/cotacao-lines.tsx).
 */
export const LinhasEditor = memo(function LinhasEditor(props: LinhasEditorProps) {
  const { itens, readOnly, showErrors, onAdd, onChange, onRemove, onMove } = props;
  // Read at once (noSsr): a phone renders its cards from the first frame, not a table first.
  const narrow = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const linhas = itens.map((linha, index) => (
    <LinhaEditor
      key={linha.key}
      linha={linha}
      index={index}
      last={index === itens.length - 1}
      readOnly={readOnly}
      showErrors={showErrors}
      narrow={narrow}
      onChange={onChange}
      onRemove={onRemove}
      onMove={onMove}
    />
  ));
  const vazio = itens.length === 0 && <p>Nenhum item. Busque um produto abaixo para incluir.</p>;
  return (
    <Box component="section" aria-labelledby="itens-title">
      <Typography id="itens-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Itens
      </Typography>
      {narrow ? (
        <Box component="ol" aria-labelledby="itens-title" sx={linhasSx(true)}>
          {linhas}
        </Box>
      ) : (
        <Box role="table" aria-labelledby="itens-title" sx={linhasSx(false)}>
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
          <div role="rowgroup">{linhas}</div>
        </Box>
      )}
      {vazio}
      {!readOnly && <ProdutoPicker onAdd={onAdd} />}
    </Box>
  );
});
