import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { http } from '../client/http.js';
import { toast } from 'react-hot-toast';
import { stubDialog } from './dialog.js';
import { stubMatchMedia } from './matchMedia.js';

stubMatchMedia();
stubDialog();

// findBy*/waitFor wait up to 4 s: a remote page loads lazily, and a busy CI core is slower than a laptop.
configure({ asyncUtilTimeout: 4000 });

const originalAdapter = http.defaults.adapter;

// An unexpected console.error (a React warning, an act() complaint) fails the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  toast.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
  http.defaults.adapter = originalAdapter;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
