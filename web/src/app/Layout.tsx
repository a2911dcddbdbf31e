import { Link, Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * The frame of every page. Each route renders inside an error boundary, cleared when the path
 * changes, so a page that breaks leaves the header, the footer and a way home.
 */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <div id="main" className="app__main">
        <ErrorBoundary
          resetKey={pathname}
          renderHomeLink={({ className, children }) => (
            <Link className={className} to="/">
              {children}
            </Link>
          )}
        >
          <Outlet />
        </ErrorBoundary>
      </div>
      <Footer />
    </div>
  );
}
