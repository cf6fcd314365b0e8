import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { stubDialog } from '../../shared/src/testing/dialog';
import { stubMatchMedia } from '../../shared/src/testing/matchMedia';

stubMatchMedia();
stubDialog();

// findBy*/waitFor wait up to 4 s: a remote page loads lazily, and a busy CI core is slower than a laptop.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  // The toast store is global: one test's toasts must not reach the next.
  toast.remove();
  window.localStorage.clear();
});
