import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { http } from '@matka/shared/client';
import { toast } from 'react-hot-toast';

// react-hot-toast reads prefers-reduced-motion; jsdom has no matchMedia.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

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
