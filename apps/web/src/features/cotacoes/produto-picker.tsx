import Box from '@mui/material/Box';
import type { ProdutoSugestao } from '@portal/shared/dto';
import { memo, useRef } from 'react';
import { getProdutoSugestoes } from './api/get-sugestoes';
import { SuggestionBox } from './suggestion-box';

const produtoLabel = (p: ProdutoSugestao) => `${p.sku} — ${p.nome}`;
const produtoKey = (p: ProdutoSugestao) => p.id;

/** The box that adds a line (Enter on a suggestion); memoised, so typing in a line skips it. */
export const ProdutoPicker = memo(function ProdutoPicker({ onAdd }: { onAdd: (produto: ProdutoSugestao) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
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
  );
});
