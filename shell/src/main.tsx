import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query';
import { firstScreenReady } from './app/firstScreen';
import { createShellRouter } from './app/router';
import { createShellStore } from './app/store';
import { COMMON, MESSAGES, SERVER, SHELL, captureInstallPrompt, ensureI18n, registerNamespace, selectIsLoggedIn } from '@matka/shared/client';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import './styles/tokens.css';
import './styles/base.css';

// Before anything renders: the browser's install offer fires early and only once.
captureInstallPrompt();
registerServiceWorker();

// The page's one i18n instance, in the language this device chose (docs/I18N.md): English is here already;
// another language's catalogs start downloading now, beside the rest of the first screen.
ensureI18n();
for (const namespace of [COMMON, MESSAGES, SERVER, SHELL]) registerNamespace(namespace);

const store = createShellStore();
const router = createShellRouter();
// Refetch on focus and reconnect: the header wallet follows a win settled while the app was in the background.
setupListeners(store.dispatch);

// Read-only diagnostics for operators and browser tests: which slices the one store holds, and which live streams are up.
Object.defineProperty(window, '__MATKA_SHELL__', {
  value: Object.freeze({ sliceNames: () => Object.keys(store.getState()), liveStreams: () => ({ ...store.getState().live }) }),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const root = createRoot(container);
// The first page's code first, the boot frame on screen meanwhile: rendered before it, the page would suspend and
// React would hold it back 300 ms after its "Loading…" (app/firstScreen.ts).
// Signed in as the guard will judge it (guard/Guard.tsx), from the session the store read at its creation.
void firstScreenReady(store, window.location.pathname, selectIsLoggedIn(store.getState())).then(() => {
  // A transition: the first render yields to the browser every few milliseconds instead of holding the main thread
  // until the whole first screen is built, so a tap during start-up is answered (docs/performance-log.md "the first render as a transition").
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
  });
});
