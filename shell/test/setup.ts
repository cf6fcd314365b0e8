import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { stubMatchMedia } from '../../shared/src/testing/matchMedia';

stubMatchMedia();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
