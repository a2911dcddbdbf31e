import { BulkIllustrationPanel } from '../illustrations';

/** The bulk illustration run; a single story's pictures are in its order's story dialog. */
export function IllustrationsPage() {
  return (
    <>
      <header className="admin-page__header">
        <h1>Illustrations</h1>
      </header>
      <p className="admin-muted">
        Each order’s pictures are in its “Story &amp; Illustrations” dialog on the Orders screen.
      </p>
      <div className="admin-card">
        <BulkIllustrationPanel />
      </div>
    </>
  );
}
