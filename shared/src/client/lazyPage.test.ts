// @vitest-environment jsdom
import { Component, createElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage, preloadPage, retryFailedPage } from './lazyPage';

afterEach(cleanup);

let caught: unknown;
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(error: unknown) {
    caught = error;
    return { failed: true };
  }
  override render() {
    return this.state.failed ? createElement('p', null, 'failed') : this.props.children;
  }
}

const shown = (Page: ComponentType) =>
  createElement(Boundary, null, createElement(Suspense, { fallback: createElement('p', null, 'Loading…') }, createElement(Page)));
const heading = (text: string) => () => createElement('h1', null, text);

describe('lazyPage', () => {
  it('shows the fallback, then the page once its code arrives, fetching it once', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { Hello: heading('Hello') };
    }, (module) => module.Hello);
    const first = render(shown(Page));
    expect(screen.getByText('Loading…')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Hello' });
    first.unmount();
    render(shown(Page));
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('after a failed fetch, stays failed (no loop) until Retry, then fetches again', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { Hello: heading('Back') };
    }, (module) => module.Hello);
    const first = render(shown(Page));
    await screen.findByText('failed');
    first.unmount();
    const second = render(shown(Page));
    expect(screen.getByText('failed')).toBeTruthy();
    expect(loads).toBe(1);
    second.unmount();
    retryFailedPage(caught);
    render(shown(Page));
    await screen.findByRole('heading', { name: 'Back' });
    expect(loads).toBe(2);
  });

  it('renders at once, never showing the fallback, once preloadPage() brought its code', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { Ready: heading('Ready') };
    }, (module) => module.Ready);
    await Promise.all([preloadPage(Page), preloadPage(Page)]);
    render(shown(Page));
    // In the same render, not after a retry: React would have held a suspended page back 300 ms after its fallback.
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(loads).toBe(1);
  });

  it('fetches again on its first render after a failed preload, and any other component needs no preload', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { Hello: heading('Second try') };
    }, (module) => module.Hello);
    await expect(preloadPage(Page)).rejects.toThrow(TypeError);
    render(shown(Page));
    expect(screen.getByText('Loading…')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Second try' });
    expect(loads).toBe(2);
    await expect(preloadPage(heading('Plain'))).resolves.toBeUndefined();
  });
});
