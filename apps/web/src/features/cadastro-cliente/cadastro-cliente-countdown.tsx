import Alert from '@mui/material/Alert';
import { CADASTRO_CLIENTE_COUNTDOWN_S } from '@portal/shared/constants';
import { cadastroClienteSuccessMessage } from '@portal/shared/messages';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The success message with its 9-second countdown, then /login. */
export function CadastroClienteCountdown() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(CADASTRO_CLIENTE_COUNTDOWN_S);

  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const left = CADASTRO_CLIENTE_COUNTDOWN_S - Math.floor((Date.now() - started) / 1000);
      setSecondsLeft(Math.max(left, 0));
    }, 250);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) void navigate('/login', { replace: true });
  }, [secondsLeft, navigate]);

  return (
    <Alert severity="success" role="status" sx={{ my: 2 }}>
      {cadastroClienteSuccessMessage(secondsLeft)}
    </Alert>
  );
}
