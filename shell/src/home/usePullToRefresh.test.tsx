import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PULL_THRESHOLD, usePullToRefresh } from './usePullToRefresh';

function Harness({ onRefresh, enabled = true }: { onRefresh: () => Promise<unknown> | unknown; enabled?: boolean }) {
  const target = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh(target, { onRefresh, enabled });
  return (
    <div ref={target} data-testid="target">
      <p data-testid="phase">{pull.phase}</p>
      <p data-testid="distance">{pull.distance}</p>
    </div>
  );
}

const touch = (clientY: number) => ({ touches: [{ clientY, clientX: 10 }] });

/** A one-finger drag from startY to endY, then release. */
function drag(target: HTMLElement, startY: number, endY: number, { release = true } = {}) {
  fireEvent.touchStart(target, touch(startY));
  fireEvent.touchMove(target, touch((startY + endY) / 2));
  fireEvent.touchMove(target, touch(endY));
  if (release) fireEvent.touchEnd(target, { touches: [] });
}

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value });
}

describe('usePullToRefresh (docs/PRODUCT.md §9: more than 50 px at the page top)', () => {
  afterEach(() => setScrollY(0));

  it('uses the 50 px threshold of the spec', () => {
    expect(PULL_THRESHOLD).toBe(50);
  });

  it('refreshes after a 60 px downward drag at the top', async () => {
    const onRefresh = vi.fn(async () => {});
    render(<Harness onRefresh={onRefresh} />);
    await act(async () => drag(screen.getByTestId('target'), 100, 160));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh after a 30 px drag, nor at exactly 50 px', async () => {
    const onRefresh = vi.fn();
    render(<Harness onRefresh={onRefresh} />);
    const target = screen.getByTestId('target');
    await act(async () => drag(target, 100, 130));
    await act(async () => drag(target, 100, 150));
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByTestId('phase')).toHaveTextContent('idle');
  });

  it('does not refresh when the page is scrolled down', async () => {
    setScrollY(240);
    const onRefresh = vi.fn();
    render(<Harness onRefresh={onRefresh} />);
    await act(async () => drag(screen.getByTestId('target'), 100, 200));
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('ignores an upward swipe (the player scrolling the list)', async () => {
    const onRefresh = vi.fn();
    render(<Harness onRefresh={onRefresh} />);
    await act(async () => drag(screen.getByTestId('target'), 300, 100));
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByTestId('distance')).toHaveTextContent('0');
  });

  it('follows the finger: pulling, then ready past the threshold, then refreshing until done', async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    render(<Harness onRefresh={onRefresh} />);
    const target = screen.getByTestId('target');

    fireEvent.touchStart(target, touch(100));
    fireEvent.touchMove(target, touch(130));
    expect(screen.getByTestId('phase')).toHaveTextContent('pulling');
    expect(screen.getByTestId('distance')).toHaveTextContent('30');
    fireEvent.touchMove(target, touch(170));
    expect(screen.getByTestId('phase')).toHaveTextContent('ready');
    expect(screen.getByTestId('distance')).toHaveTextContent('70');

    fireEvent.touchEnd(target, { touches: [] });
    expect(screen.getByTestId('phase')).toHaveTextContent('refreshing');

    // A second pull while refreshing does not start another refresh.
    await act(async () => drag(target, 100, 200));
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(screen.getByTestId('phase')).toHaveTextContent('idle');
  });

  it('goes back to idle when the touch is cancelled', () => {
    const onRefresh = vi.fn();
    render(<Harness onRefresh={onRefresh} />);
    const target = screen.getByTestId('target');
    fireEvent.touchStart(target, touch(100));
    fireEvent.touchMove(target, touch(180));
    fireEvent.touchCancel(target, { touches: [] });
    expect(screen.getByTestId('phase')).toHaveTextContent('idle');
    fireEvent.touchEnd(target, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('returns to idle even when the refresh fails', async () => {
    const onRefresh = vi.fn(async () => { throw new Error('down'); });
    render(<Harness onRefresh={onRefresh} />);
    await act(async () => {
      drag(screen.getByTestId('target'), 0, 80);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('phase')).toHaveTextContent('idle');
  });

  it('ignores touches while disabled', async () => {
    const onRefresh = vi.fn();
    render(<Harness onRefresh={onRefresh} enabled={false} />);
    await act(async () => drag(screen.getByTestId('target'), 100, 200));
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('keeps the browser’s own pull-to-reload away while mounted', () => {
    const { unmount } = render(<Harness onRefresh={vi.fn()} />);
    expect(document.documentElement.style.overscrollBehaviorY).toBe('contain');
    unmount();
    expect(document.documentElement.style.overscrollBehaviorY).toBe('');
  });
});
