import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { http } from '../client/http.js';
import { toast } from 'react-hot-toast';
import { stubDialog } from './dialog.js';
import { stubMatchMedia } from './matchMedia.js';
import { changeLanguage, currentLanguage } from '../client/i18n/instance.js';
import { loadToast } from '../client/lazyToast.js';

stubMatchMedia();
stubDialog();

// findBy*/waitFor wait up to 4 s: a remote page loads lazily, and a busy CI core is slower than a laptop.
configure({ asyncUtilTimeout: 4000 });

const originalAdapter = http.defaults.adapter;

/** React's report of an error an error boundary caught: the boundary's fallback is what the test asserts. */
const CAUGHT_BY_A_BOUNDARY = 'using the error boundary you provided';

// An unexpected console.error (a React warning, an act() complaint) fails the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text.includes(CAUGHT_BY_A_BOUNDARY)) return;
    throw new Error(`console.error: ${text}`);
  });
});

afterEach(async () => {
  cleanup();
  // A test that switched to Hindi leaves the next one in English, the default (docs/I18N.md "Tests"); after cleanup, so no screen re-renders.
  if (currentLanguage() !== 'en') await changeLanguage('en');
  // A toast a page raised lazily lands once its code has arrived, which can be after this test ended; wait for it, then clear it, so it is not the next test's screen.
  await loadToast();
  toast.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
  http.defaults.adapter = originalAdapter;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
