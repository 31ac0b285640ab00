import { LOGIN_REDIRECT_MS } from '@portal/shared/constants';
import { GENERAL_MESSAGES, LOGIN_MESSAGES, isSuccessMessage } from '@portal/shared/messages';
import { isValidEmail } from '@portal/shared/validators';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { decodeToken, homePath, readSession, storeToken, tokenRole } from '@/lib/token';
import { usePageTitle } from '@/lib/use-page-title';
import { descartarVencidos } from '@/lib/guardado-local';
import { LoginField } from './login-field';
import { requestLogin } from './login-request';
import './login-page.css';

interface FieldErrors {
  email?: string;
  password?: string;
}

// The contract gives the rules (required, e-mail format) but no texts; worded like its other messages.
const EMAIL_REQUIRED = 'E-mail é obrigatório.';
const EMAIL_INVALID = 'Formato de e-mail inválido.';
const PASSWORD_REQUIRED = 'Senha é obrigatória.';

const FIELDS = [
  {
    id: 'login-email',
    label: 'E-mail',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    placeholder: 'seu@email.com',
  },
  {
    id: 'login-password',
    label: 'Senha',
    type: 'password',
    name: 'password',
    autoComplete: 'current-password',
    placeholder: 'Sua senha',
  },
] as const;

export function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  // from: where a guard sent the user; notice: what a page that signed them out has to say (account deleted).
  const { from, notice } = (useLocation().state as { from?: string; notice?: string } | null) ?? {};
  // A stored, unexpired token goes straight to its landing page; a bad one is discarded by readSession.
  const [session] = useState(() => readSession());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Copies kept past their validity go at the login too (a tab left open for days never reloads).
  useEffect(descartarVencidos, []);

  if (session) return <Navigate to={homePath(session.role)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      email: !email.trim() ? EMAIL_REQUIRED : isValidEmail(email.trim()) ? undefined : EMAIL_INVALID,
      password: password ? undefined : PASSWORD_REQUIRED,
    };
    setErrors(found);
    if (found.email || found.password) return;

    setLoading(true);
    setMessage('');
    const result = await requestLogin({ email: email.trim(), password });
    if (!result.ok) {
      setLoading(false);
      setMessage(result.message);
      // A password the portal generated: the password page, with its one-time link, sets the person's own.
      const changePath = result.changePasswordPath;
      if (changePath) timer.current = setTimeout(() => void navigate(changePath), LOGIN_REDIRECT_MS);
      return;
    }
    storeToken(result.token);
    // A fresh token that already reads as expired: the device's clock, said instead of a silent return here.
    if (decodeToken(result.token) && !readSession()) {
      setLoading(false);
      setMessage(LOGIN_MESSAGES.deviceClock);
      return;
    }
    setMessage(LOGIN_MESSAGES.success);
    // An undecodable token still lands on the dashboard (docs/produto.md §4).
    const target = from ?? homePath(tokenRole(decodeToken(result.token)));
    timer.current = setTimeout(() => void navigate(target, { replace: true }), LOGIN_REDIRECT_MS);
  };

  const values = { email, password };
  const setters = { email: setEmail, password: setPassword };
  const tone = isSuccessMessage(message) ? 'success' : 'error';
  return (
    <main className="login">
      <div className="login-card">
        <img className="login-logo" src="/logo.svg" alt="" width={56} height={56} />
        <h1>Acessar sua conta</h1>
        <form noValidate onSubmit={submit}>
          {FIELDS.map((field) => (
            <LoginField
              key={field.id}
              {...field}
              value={values[field.name]}
              onChange={(event) => setters[field.name](event.target.value)}
              error={errors[field.name]}
              autoFocus={field.name === 'email'}
            />
          ))}
          <p className="login-forgot">
            <Link to="/forgot-password">Esqueci minha senha</Link>
          </p>
          {message && (
            <div role="alert" className={`login-message login-message--${tone}`}>
              {message}
            </div>
          )}
          {!message && notice && (
            <div role="status" className="login-message login-message--success">
              {notice}
            </div>
          )}
          <button className="login-submit" type="submit" disabled={loading}>
            {loading ? GENERAL_MESSAGES.loading : 'Acessar'}
          </button>
        </form>
        <p className="login-signup">
          Não tem conta ainda? <Link to="/fale-conosco">Fale conosco</Link>
        </p>
        <p className="login-privacy">
          <Link to="/privacidade">Aviso de Privacidade</Link>
        </p>
      </div>
    </main>
  );
}
