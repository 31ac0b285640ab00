import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';

// A wide screen: the buttons wrap if they ever need more than one row.
const NA_LARGA = { flexWrap: 'wrap', gap: 1 } as const;
/**
 * The bottom bar stays one row (the page's scroll padding leaves room for one): at 320 px 'Salvar rascunho',
 * 'Enviar' and the menu button need 310 px of 256, so the first button (the only label with a space)
 * breaks its text in two lines instead of pushing the others to a second row.
 */
const UMA_LINHA = {
  flexWrap: 'nowrap',
  gap: 1,
  '& > .MuiButton-root': { flexShrink: 0 },
  '& > .MuiButton-root:first-of-type': { flexShrink: 1, minWidth: 0 },
} as const;

export interface Acao {
  nome: string;
  onClick: () => void;
  /** Saving and sending: on the bar at every width. The others go into "Mais ações" on a narrow screen. */
  principal?: boolean;
  cor?: 'success' | 'error';
  disabled?: boolean;
}

/**
 * The quotation's action bar. On a wide screen every action is a button, as always. Below `md` the bar
 * sits at the bottom of the screen (cotacao-editor-page.tsx) and one row of every button did not fit a
 * phone (probe 6 F6: Duplicar, Excluir, Cancelar cotação hidden in a row scrolled sideways): there it
 * keeps saving and sending and puts the rest in a "Mais ações" menu, same labels, same handlers.
 */
export function BarraDeAcoes({ acoes, children }: { acoes: Acao[]; children: ReactNode }) {
  // The material theme (the default one without a provider), where the page's bar breakpoint lives.
  const estreita = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const naBarra = estreita ? acoes.filter((acao) => acao.principal) : acoes;
  const noMenu = estreita ? acoes.filter((acao) => !acao.principal) : [];
  return (
    <Stack role="toolbar" aria-label="Ações da cotação" direction="row" sx={estreita ? UMA_LINHA : NA_LARGA}>
      {naBarra.map((acao) => (
        <Button
          key={acao.nome}
          variant={acao.principal ? 'contained' : 'outlined'}
          color={acao.cor}
          onClick={acao.onClick}
          disabled={acao.disabled}
        >
          {acao.nome}
        </Button>
      ))}
      {noMenu.length > 0 && <MaisAcoes acoes={noMenu} rotulo={naBarra.length === 0} />}
      {children}
    </Stack>
  );
}

/** MUI's Menu: arrow keys, Enter, Escape and focus back on the button. `rotulo`: the name shown, with room for it. */
function MaisAcoes({ acoes, rotulo }: { acoes: Acao[]; rotulo: boolean }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  return (
    <>
      <Button
        id={`${id}-botao`}
        variant="outlined"
        aria-label="Mais ações"
        aria-haspopup="menu"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: rotulo ? 2 : 1 }}
      >
        {rotulo && 'Mais ações '}
        <span aria-hidden="true">⋮</span>
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-botao` } }}
      >
        {acoes.map((acao) => (
          <MenuItem
            key={acao.nome}
            disabled={acao.disabled}
            sx={acao.cor ? { color: `${acao.cor}.main` } : undefined}
            onClick={() => {
              setAnchor(null);
              acao.onClick();
            }}
          >
            {acao.nome}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
