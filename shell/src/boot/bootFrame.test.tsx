import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from '@matka/shared';

// A bare createRoot (no Testing Library render) must be told this is a test environment, or act() warns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const indexHtml = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe('the frame index.html paints before the code arrives', () => {
  it('is the brand in a header band inside #root', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    const frame = page.querySelector('#root > .boot-frame');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.querySelector('.boot-header')?.textContent).toBe(BRAND_NAME);
  });

  it('is gone once the shell renders: React empties #root on its first render', async () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    document.body.innerHTML = page.body.innerHTML;
    const container = document.getElementById('root')!;
    expect(container.querySelector('.boot-frame')).not.toBeNull();
    const root = createRoot(container);
    await act(async () => root.render(<p>shell</p>));
    expect(container.querySelector('.boot-frame')).toBeNull();
    expect(container.textContent).toBe('shell');
    act(() => root.unmount());
  });
});
