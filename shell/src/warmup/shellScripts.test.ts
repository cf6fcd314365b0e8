// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_WAIT_MS, releaseShellScripts } from './shellScripts';

function pageWithHeldScripts(): Document {
  return new DOMParser().parseFromString(
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><template id="shell-scripts"><script type="module" crossorigin src="/assets/index-A.js"></script><link rel="modulepreload" crossorigin href="/assets/react-B.js"></template></body></html>',
    'text/html',
  );
}

afterEach(() => vi.useRealTimers());

describe("the shell's scripts, held until the first paint", () => {
  it('are put into the head as live elements, once, and the template is gone', () => {
    const doc = pageWithHeldScripts();
    releaseShellScripts(doc);
    releaseShellScripts(doc);
    expect(doc.getElementById('shell-scripts')).toBeNull();
    expect([...doc.head.querySelectorAll('script[type=module]')].map((script) => script.getAttribute('src'))).toEqual(['/assets/index-A.js']);
    expect([...doc.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/react-B.js']);
    // Adopted into the page, not inert copies inside a template's own document.
    expect(doc.head.querySelector('script')?.ownerDocument).toBe(doc);
  });

  it('start after the frame that follows the parsed page, not before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).not.toHaveBeenCalled();
    // The animation frame, then the task after its paint.
    vi.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    // The fake clock runs a zero-delay timeout one millisecond on.
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('start anyway in a tab that paints nothing (opened in the background)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
