import Chip from '@mui/material/Chip';
import { COTACAO_STATUS_LABELS, type CotacaoStatus } from '@portal/shared/constants';

/** How each status reads (shared with the CSV export), and its colour below. */
export const STATUS_LABELS: Record<CotacaoStatus, string> = COTACAO_STATUS_LABELS;

// Background and text pairs chosen for WCAG AA contrast (MUI's info/warning chips fall short of 4.5:1).
const COLORS: Record<CotacaoStatus, { bgcolor: string; color: string }> = {
  rascunho: { bgcolor: '#e0e0e0', color: '#212121' },
  enviada: { bgcolor: '#01579b', color: '#ffffff' },
  aceita: { bgcolor: '#1b5e20', color: '#ffffff' },
  recusada: { bgcolor: '#b71c1c', color: '#ffffff' },
  expirada: { bgcolor: '#ffe0b2', color: '#4e2c00' },
  cancelada: { bgcolor: '#f5f5f5', color: '#424242' },
  substituida: { bgcolor: '#4a148c', color: '#ffffff' },
};

export function StatusChip({ status }: { status: CotacaoStatus }) {
  return <Chip size="small" label={STATUS_LABELS[status] ?? status} sx={COLORS[status]} />;
}

/** 'COT-2026-000123', or 'COT-2026-000123 (rev. 2)' for a revision. */
export function numeroText(cotacao: { numero: string; revisao: number }): string {
  return cotacao.revisao > 1 ? `${cotacao.numero} (rev. ${cotacao.revisao})` : cotacao.numero;
}
