import type { SxProps, Theme } from '@mui/material/styles';

// The columns of a line on a wide screen: #, product, the six fields, total, actions.
const COLUNAS = '32px minmax(180px, 1fr) 100px 70px 130px 90px 80px 110px 130px 108px';

/**
 * The look of every line, written once on the list (one CSS class for 500 lines instead of a styled
 * component per field). Off-screen lines skip layout and paint (content-visibility) until scrolled to.
 */
export function linhasSx(narrow: boolean): SxProps<Theme> {
  return {
    p: 0,
    m: 0,
    listStyle: 'none',
    // minmax(0, 1fr): a card is as wide as the screen, never as wide as its fields would like.
    ...(narrow ? { display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' } : { overflowX: 'auto' }),
    '& .linha': narrow
      ? {
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          gap: 1,
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          contentVisibility: 'auto',
          containIntrinsicSize: 'auto 330px',
        }
      : {
          display: 'grid',
          gridTemplateColumns: COLUNAS,
          gap: 1,
          alignItems: 'start',
          minWidth: 'fit-content',
          py: 0.75,
          borderBottom: 1,
          borderColor: 'divider',
          contentVisibility: 'auto',
          containIntrinsicSize: 'auto 58px',
        },
    '& .cabecalho': { contentVisibility: 'visible', fontWeight: 500, fontSize: '0.875rem', alignItems: 'end' },
    '& .numero, & .total': { typography: 'body2', pt: 1 },
    '& .numero': narrow ? { display: 'none' } : {},
    '& .total': narrow ? { gridColumn: '1 / -1', fontWeight: 600 } : { textAlign: 'right' },
    '& .produto': { display: 'flex', flexDirection: 'column', minWidth: 0, ...(narrow && { gridColumn: '1 / -1' }) },
    '& .nome': { typography: 'body2', overflowWrap: 'anywhere', ...(narrow && { fontWeight: 600 }) },
    '& .sku': { typography: 'caption', color: 'text.secondary' },
    '& .rotulo': narrow ? { display: 'block', typography: 'caption', color: 'text.secondary' } : { display: 'none' },
    '& .campo input': {
      width: '100%',
      boxSizing: 'border-box',
      font: 'inherit',
      typography: 'body1',
      p: '7px 10px',
      border: '1px solid',
      borderColor: 'rgba(0, 0, 0, 0.23)',
      borderRadius: 1,
      bgcolor: 'background.paper',
      color: 'text.primary',
      '&:hover': { borderColor: 'text.primary' },
      '&:focus': {
        outline: '2px solid',
        outlineColor: 'primary.main',
        outlineOffset: '-1px',
        borderColor: 'primary.main',
      },
      '&[aria-invalid="true"]': { borderColor: 'error.main' },
    },
    '& .erro': { display: 'block', mt: 0.5, typography: 'caption', color: 'error.main' },
    '& .acoes': { whiteSpace: 'nowrap', ...(narrow && { gridColumn: '1 / -1' }) },
    '& .acoes button': {
      width: 34,
      height: 34,
      border: 0,
      borderRadius: '50%',
      bgcolor: 'transparent',
      color: 'text.secondary',
      font: 'inherit',
      cursor: 'pointer',
      '&:hover': { bgcolor: 'action.hover' },
      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      '&:disabled': { color: 'action.disabled', cursor: 'default', bgcolor: 'transparent' },
      '&.remover': { color: 'error.main' },
    },
  };
}
