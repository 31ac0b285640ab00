import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProdutoSugestao } from '@portal/shared/dto';
import { memo, useRef } from 'react';
import { formatarReais } from '@portal/shared/cotacoes';
import { NumeroField } from '@/components/form/numero-field';
import { getProdutoSugestoes } from './api/get-sugestoes';
import { CASAS, linhaErrors, linhaTotal, type LinhaForm } from './cotacao-form';
import { SuggestionBox } from './suggestion-box';

type Campo = 'quantidade' | 'unidade' | 'precoUnitario' | 'descontoPercentual' | 'ipiPercentual' | 'icmsStValor';

/** The unit is plain text; the numbers show formatted when not focused. */
function Campo({ casas, ...props }: TextFieldProps & { value: string; casas: number | null; fixas: boolean }) {
  if (casas === null) {
    const { fixas: _fixas, ...text } = props;
    return <TextField {...text} />;
  }
  return <NumeroField {...props} casas={casas} />;
}

interface LinhasEditorProps {
  itens: LinhaForm[];
  readOnly: boolean;
  /** Show each line's messages (after a save was tried). */
  showErrors: boolean;
  onAdd: (produto: ProdutoSugestao) => void;
  onChange: (key: string, campo: Campo, value: string) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
}

const produtoLabel = (p: ProdutoSugestao) => `${p.sku} — ${p.nome}`;
const produtoKey = (p: ProdutoSugestao) => p.id;

/** The quotation's lines: edit quantity, unit, price, discount, IPI rate and ICMS-ST; add (Enter on a suggestion), remove, reorder. */
export function LinhasEditor({ itens, readOnly, showErrors, onAdd, onChange, onRemove, onMove }: LinhasEditorProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Box component="section" aria-labelledby="itens-title">
      <Typography id="itens-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Itens
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="itens-title">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Produto/Serviço</TableCell>
              <TableCell sx={{ width: 110 }}>Quantidade</TableCell>
              <TableCell sx={{ width: 80 }}>Unidade</TableCell>
              <TableCell sx={{ width: 140 }}>Preço unitário (R$)</TableCell>
              <TableCell sx={{ width: 100 }}>Desconto (%)</TableCell>
              <TableCell sx={{ width: 90 }}>IPI (%)</TableCell>
              <TableCell sx={{ width: 120 }}>ICMS-ST (R$)</TableCell>
              <TableCell align="right">Total</TableCell>
              {!readOnly && <TableCell>Ações</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {itens.map((linha, index) => (
              <Linha
                key={linha.key}
                linha={linha}
                index={index}
                last={index === itens.length - 1}
                readOnly={readOnly}
                showErrors={showErrors}
                onChange={onChange}
                onRemove={onRemove}
                onMove={onMove}
              />
            ))}
            {itens.length === 0 && (
              <TableRow>
                <TableCell colSpan={10}>Nenhum item. Busque um produto abaixo para incluir.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {!readOnly && (
        <Box sx={{ mt: 2, maxWidth: 520 }}>
          <SuggestionBox<ProdutoSugestao>
            label="Adicionar produto (nome ou SKU)"
            name="novo-produto"
            helperText="Digite e tecle Enter para incluir a linha."
            fetch={getProdutoSugestoes}
            optionLabel={produtoLabel}
            optionKey={produtoKey}
            value={null}
            clearOnPick
            inputRef={picker}
            onPick={(produto) => {
              if (produto) onAdd(produto);
              // Back to the picker, ready for the next product.
              picker.current?.focus();
            }}
          />
        </Box>
      )}
    </Box>
  );
}

interface LinhaProps {
  linha: LinhaForm;
  index: number;
  last: boolean;
  readOnly: boolean;
  showErrors: boolean;
  onChange: LinhasEditorProps['onChange'];
  onRemove: LinhasEditorProps['onRemove'];
  onMove: LinhasEditorProps['onMove'];
}

// Memoised: typing in one line of 50 re-renders that line, not the grid.
const Linha = memo(function Linha({
  linha,
  index,
  last,
  readOnly,
  showErrors,
  onChange,
  onRemove,
  onMove,
}: LinhaProps) {
  const errors = showErrors ? linhaErrors(linha) : {};
  const total = linhaTotal(linha);
  const n = index + 1;
  const field = (campo: Campo, label: string, width: number) => (
    <Campo
      casas={campo === 'unidade' ? null : CASAS[campo]}
      fixas={campo === 'precoUnitario' || campo === 'icmsStValor'}
      size="small"
      value={linha[campo]}
      onChange={(event) =>
        onChange(linha.key, campo, campo === 'unidade' ? event.target.value.toUpperCase() : event.target.value)
      }
      error={!!errors[campo]}
      helperText={errors[campo]}
      slotProps={{
        htmlInput: {
          'aria-label': `${label}, linha ${n}`,
          readOnly,
          inputMode: campo === 'unidade' ? 'text' : 'decimal',
          maxLength: campo === 'unidade' ? 6 : 20,
        },
        formHelperText: { 'aria-live': 'polite' },
      }}
      sx={{ width }}
    />
  );
  return (
    <TableRow data-testid="linha">
      <TableCell>{n}</TableCell>
      <TableCell>
        <Typography variant="body2">{linha.nome}</Typography>
        <Typography variant="caption" color="text.secondary">
          {linha.sku}
        </Typography>
      </TableCell>
      <TableCell>{field('quantidade', 'Quantidade', 100)}</TableCell>
      <TableCell>{field('unidade', 'Unidade', 70)}</TableCell>
      <TableCell>{field('precoUnitario', 'Preço unitário', 130)}</TableCell>
      <TableCell>{field('descontoPercentual', 'Desconto', 90)}</TableCell>
      <TableCell>{field('ipiPercentual', 'IPI', 80)}</TableCell>
      <TableCell>{field('icmsStValor', 'ICMS-ST', 110)}</TableCell>
      <TableCell align="right" aria-label={`Total da linha ${n}`}>
        {total === null ? '—' : formatarReais(total)}
      </TableCell>
      {!readOnly && (
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <IconButton
            size="small"
            aria-label={`Subir linha ${n}`}
            disabled={index === 0}
            onClick={() => onMove(linha.key, -1)}
          >
            ↑
          </IconButton>
          <IconButton
            size="small"
            aria-label={`Descer linha ${n}`}
            disabled={last}
            onClick={() => onMove(linha.key, 1)}
          >
            ↓
          </IconButton>
          <IconButton size="small" aria-label={`Remover linha ${n}`} color="error" onClick={() => onRemove(linha.key)}>
            ✕
          </IconButton>
        </TableCell>
      )}
    </TableRow>
  );
});
