import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MSG } from '@matka/shared';

/** The router's error page (docs/PRODUCT.md §2). */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <main className="page" role="alert">
      <div className="card">
        <h2 className="section-title">{MSG.routerError}</h2>
        {detail && <p className="muted">{detail}</p>}
        <p><a href="/">Go to Home</a></p>
      </div>
    </main>
  );
}
