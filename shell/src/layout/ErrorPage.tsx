import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES, SHELL, useText } from '@matka/shared/client';

/** The router's error page (docs/PRODUCT.md §2). */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useText(SHELL);
  const { t: messages } = useText(MESSAGES);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <main className="page" role="alert">
      <div className="card">
        <h2 className="section-title">{messages('routerError')}</h2>
        {detail && <p className="muted">{detail}</p>}
        <p><a href="/">{t('goHome')}</a></p>
      </div>
    </main>
  );
}
