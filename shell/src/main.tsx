import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createShellRouter } from './app/router';
import { createShellStore } from './app/store';
import './styles/tokens.css';
import './styles/base.css';

const store = createShellStore();
const router = createShellRouter();

// Read-only diagnostics for operators and browser tests: which slices the one store holds.
Object.defineProperty(window, '__MATKA_SHELL__', {
  value: Object.freeze({ sliceNames: () => Object.keys(store.getState()) }),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
