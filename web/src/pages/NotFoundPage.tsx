import { Link } from 'react-router-dom';

/** Spec §2: the not-found page, word for word. */
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
