import { ADMIN_TEXTS, MESSAGES } from '@shop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminLoginPage } from './AdminLoginPage';
import { ADMIN_FLAG_KEY } from './adminSession';
import { mutationHook } from '../../../test/mutations';
import { renderAdmin } from './testing';

const login = jest.fn();
jest.mock('./adminApi', () => ({
  useAdminLoginMutation: () => mutationHook(login)(),
}));

function renderPage(state: unknown = null) {
  return renderAdmin(<AdminLoginPage />, {
    route: { pathname: '/admin-login', state },
    path: '/admin-login',
  });
}

describe('admin login page', () => {
  beforeEach(() => {
    login.mockReset();
    localStorage.clear();
  });

  it('asks for the password before sending anything', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MESSAGES.admin.password)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
  });

  it('says "Invalid password" for a wrong one and stays signed out', async () => {
    login.mockRejectedValue({ status: 401, message: '401: Invalid password' });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Password'), 'wrong guess');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(ADMIN_TEXTS.invalidPassword)).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ password: 'wrong guess' });
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
  });

  it('says "Failed to log in" when the server fails or is rate-limiting', async () => {
    login.mockRejectedValue({ status: 429, message: '429: Too many' });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Password'), 'anything at all');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(ADMIN_TEXTS.loginFailed)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_TEXTS.tooManyAttempts)).toBeInTheDocument();
  });

  it('sets the isAdminLoggedIn flag and opens /admin on success', async () => {
    login.mockResolvedValue({ authenticated: true, idleExpiresAt: new Date().toISOString() });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Password'), 'the right passphrase');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('admin page')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBe('true');
  });

  it('returns to the admin screen the operator was sent from, never elsewhere', async () => {
    login.mockResolvedValue({ authenticated: true, idleExpiresAt: new Date().toISOString() });
    const user = userEvent.setup();
    const { unmount } = renderPage({ from: '/admin/emails' });
    await user.type(screen.getByLabelText('Password'), 'the right passphrase');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('e-mails page')).toBeInTheDocument();
    unmount();

    renderPage({ from: 'https://elsewhere.example/admin' });
    await user.type(screen.getByLabelText('Password'), 'the right passphrase');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });
});
