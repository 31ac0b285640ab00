import { formatarReais } from '@portal/shared/cotacoes';
import { memo } from 'react';
import { numeroExibido } from '@/components/data/numero-campo';
import { useBlurDisplay } from '@/components/form/use-blur-display';
import { CASAS, linhaErrors, linhaTotal, type LinhaErrors, type LinhaForm } from './cotacao-form';

export type Campo = 'quantidade' | 'unidade' | 'precoUnitario' | 'descontoPercentual' | 'ipiPercentual' | 'icmsStValor';

/** The editable fields of a line, in order, with their names (column header, phone caption, aria-label). */
export const CAMPOS: { campo: Campo; label: string; cabecalho: string }[] = [
  { campo: 'quantidade', label: 'Quantidade', cabecalho: 'Quantidade' },
  { campo: 'unidade', label: 'Unidade', cabecalho: 'Unidade' },
  { campo: 'precoUnitario', label: 'Preço unitário', cabecalho: 'Preço unitário (R$)' },
  { campo: 'descontoPercentual', label: 'Desconto', cabecalho: 'Desconto (%)' },
  { campo: 'ipiPercentual', label: 'IPI', cabecalho: 'IPI (%)' },
  { campo: 'icmsStValor', label: 'ICMS-ST', cabecalho: 'ICMS-ST (R$)' },
];

// Money prints all its decimals when not focused ('1.234,50').
const FIXAS = new Set<Campo>(['precoUnitario', 'icmsStValor']);
const SEM_ERROS: LinhaErrors = {};

export interface LinhaProps {
  linha: LinhaForm;
  index: number;
  last: boolean;
  readOnly: boolean;
  /** Show the line's messages (after a save was tried). */
  showErrors: boolean;
  /** A phone: a card with a caption over each field, as the customer's pages stack their lines. */
  narrow: boolean;
  onChange: (key: string, campo: Campo, value: string) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
}

/**
 * One line. Plain inputs styled once by the list (linhas-estilo.ts), not a MUI TextField each: 500 lines
 * are 3,000 fields. Memoised: typing in one line re-renders that line only.
 */
export const LinhaEditor = memo(function LinhaEditor(props: LinhaProps) {
  const { linha, index, last, readOnly, showErrors, narrow, onChange, onRemove, onMove } = props;
  const errors = showErrors ? linhaErrors(linha) : SEM_ERROS;
  const total = linhaTotal(linha);
  const n = index + 1;
  const cell = narrow ? undefined : 'cell';
  const Row = narrow ? 'li' : 'div';
  return (
    <Row className="linha" data-testid="linha" role={narrow ? undefined : 'row'}>
      <span role={cell} className="numero">
        {n}
      </span>
      <div role={cell} className="produto">
        <span className="nome">{linha.nome}</span>
        <span className="sku">{linha.sku}</span>
      </div>
      {CAMPOS.map(({ campo, label }) => (
        <CampoLinha
          key={campo}
          id={`${linha.key}-${campo}`}
          campo={campo}
          label={label}
          n={n}
          value={linha[campo]}
          error={errors[campo]}
          readOnly={readOnly}
          role={cell}
          onChange={(value) => onChange(linha.key, campo, value)}
        />
      ))}
      <span role={cell} className="total" aria-label={`Total da linha ${n}`}>
        {total === null ? '—' : formatarReais(total)}
      </span>
      {!readOnly && (
        <div role={cell} className="acoes">
          <button
            type="button"
            aria-label={`Subir linha ${n}`}
            disabled={index === 0}
            onClick={() => onMove(linha.key, -1)}
          >
            ↑
          </button>
          <button type="button" aria-label={`Descer linha ${n}`} disabled={last} onClick={() => onMove(linha.key, 1)}>
            ↓
          </button>
          <button
            type="button"
            className="remover"
            aria-label={`Remover linha ${n}`}
            onClick={() => onRemove(linha.key)}
          >
            ✕
          </button>
        </div>
      )}
    </Row>
  );
});

interface CampoLinhaProps {
  id: string;
  campo: Campo;
  label: string;
  n: number;
  value: string;
  error: string | undefined;
  readOnly: boolean;
  role: string | undefined;
  onChange: (value: string) => void;
}

const texto = (value: string) => value;

/** A field of a line: the number as typed while focused, formatted the Brazilian way when not; its message below. */
function CampoLinha({ id, campo, label, n, value, error, readOnly, role, onChange }: CampoLinhaProps) {
  const unidade = campo === 'unidade';
  const shown = useBlurDisplay(value, unidade ? texto : (text) => numeroExibido(text, CASAS[campo], FIXAS.has(campo)));
  const errorId = error ? `erro-${id}` : undefined;
  return (
    <div role={role} className="campo">
      {/* The phone's caption; the field's name is its aria-label (with the line number). */}
      <span className="rotulo" aria-hidden="true">
        {label}
      </span>
      <input
        {...shown}
        aria-label={`${label}, linha ${n}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        readOnly={readOnly}
        inputMode={unidade ? 'text' : 'decimal'}
        onChange={(event) => onChange(unidade ? event.target.value.toUpperCase() : event.target.value)}
      />
      {error && (
        <span id={errorId} className="erro" aria-live="polite">
          {error}
        </span>
      )}
    </div>
  );
}
