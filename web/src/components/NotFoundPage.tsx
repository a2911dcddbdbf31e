import { Link } from 'react-router-dom';

/** The not-found page. */
export function NotFoundPage() {
  return (
    <main className="page page--narrow not-found">
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <Link className="btn btn--primary" to="/">
        Back to Home
      </Link>
    </main>
  );
}
