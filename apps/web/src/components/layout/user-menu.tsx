import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { GENERAL_MESSAGES } from '@portal/shared/messages';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@/lib/use-auth';
import { PreferencesModal } from './preferences-modal';
import { ProfileModal } from './profile-modal';

type OpenModal = 'profile' | 'preferences' | null;

/** The user's name (fallback 'Usuário') opening the profile and preferences modals and Sair. */
export function UserMenu() {
  const { user } = useAuth();
  const name = user?.name?.trim() || GENERAL_MESSAGES.defaultUserName;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [modal, setModal] = useState<OpenModal>(null);
  const open = Boolean(anchor);
  const openModal = (which: OpenModal) => {
    setAnchor(null);
    setModal(which);
  };

  return (
    <>
      <Button
        id="user-menu-button"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? 'user-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        title={name}
        // A name without spaces (up to 255 characters) is cut with an ellipsis, never widening the bar (F9).
        sx={{ minWidth: 0, maxWidth: { xs: '100%', sm: 320 } }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
        <span aria-hidden="true">&nbsp;▾</span>
      </Button>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'user-menu-button' } }}
      >
        <MenuItem onClick={() => openModal('profile')}>Editar perfil</MenuItem>
        <MenuItem onClick={() => openModal('preferences')}>Notificações e idioma</MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to="/logout" onClick={() => setAnchor(null)}>
          Sair
        </MenuItem>
      </Menu>
      <ProfileModal open={modal === 'profile'} onClose={() => setModal(null)} name={name} email={user?.email ?? ''} />
      <PreferencesModal open={modal === 'preferences'} onClose={() => setModal(null)} />
    </>
  );
}
