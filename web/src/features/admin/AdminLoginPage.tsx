import { ADMIN_TEXTS, MESSAGES } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isAppError } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { allToastsDismissed } from '../../components/toastSlice';
import { useToast } from '../../components/Toaster';
import { useAdminLoginMutation } from './adminApi';
import { setAdminFlag } from './adminSession';
import { returnPath } from './RequireAdmin';
import './admin.css';

/** The operator's sign-in: one password field; afterwards back to the admin screen they were on. */
export function AdminLoginPage() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useAdminLoginMutation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const toast = useToast();
  const dispatch = useAppDispatch();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(MESSAGES.admin.password);
      return;
    }
    setError(null);
    try {
      await login({ password }).unwrap();
      // An earlier "Invalid password" no longer holds.
      dispatch(allToastsDismissed());
      setAdminFlag();
      navigate(returnPath(state), { replace: true });
    } catch (err) {
      if (isAppError(err) && err.status === 401) {
        toast({ title: ADMIN_TEXTS.invalidPassword, variant: 'destructive' });
      } else {
        const description =
          isAppError(err) && err.status === 429 ? ADMIN_TEXTS.tooManyAttempts : undefined;
        toast({ title: ADMIN_TEXTS.loginFailed, description, variant: 'destructive' });
      }
    }
  }

  return (
    <div className="admin-login">
      <form className="admin-card admin-login__card" onSubmit={onSubmit} noValidate>
        <h1>Admin Login</h1>
        <p className="admin-muted">Sign in to manage orders and messages.</p>
        <label htmlFor="admin-password">Password</label>
        <input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? 'admin-password-error' : undefined}
        />
        {error ? (
          <p id="admin-password-error" className="admin-field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="admin-button admin-button--primary" disabled={isLoading}>
          {isLoading ? 'Logging in...' : 'Login'}
        </button>
        <Link to="/" className="admin-link">
          Back to Home
        </Link>
      </form>
    </div>
  );
}
