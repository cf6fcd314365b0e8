/**
 * jsdom lays nothing out and its matchMedia (shared/src/testing/matchMedia.ts)
 * matches nothing: the desktop console. A phone test sets the viewport's
 * width, so `(max-width: Npx)` queries answer as a phone's browser would
 * (useMediaQuery.ts); vi.restoreAllMocks after each test puts the desktop back.
 */
import { vi } from 'vitest';

export function phoneViewport(width = 390): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const maxWidth = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: maxWidth ? width <= Number(maxWidth[1]) : false, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
