import Alert from '@mui/material/Alert';
import { REGISTRATION_COUNTDOWN_S } from '@portal/shared/constants';
import { registrationSuccessMessage } from '@portal/shared/messages';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The success message with its 9-second countdown, then /login. */
export function RegistrationCountdown() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(REGISTRATION_COUNTDOWN_S);

  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const left = REGISTRATION_COUNTDOWN_S - Math.floor((Date.now() - started) / 1000);
      setSecondsLeft(Math.max(left, 0));
    }, 250);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) void navigate('/login', { replace: true });
  }, [secondsLeft, navigate]);

  return (
    <Alert severity="success" role="status" sx={{ my: 2 }}>
      {registrationSuccessMessage(secondsLeft)}
    </Alert>
  );
}
