/**
 * The remotes' first frames (docs/decisions/0033-first-frames-in-the-html.md),
 * read from beside each remote's remoteEntry.js and kept in memory: fetched
 * at start and again every minute, so a remote redeployed with a new
 * stylesheet is painted with it within a minute; after a failed read, again
 * within seconds (a remote starting after the API). A remote that does not
 * answer, or answers with anything but a valid file, keeps its last good
 * frames (none at first); a page without a frame gets the plain boot frame.
 * Nothing here waits on a request: a page never waits on a remote.
 */
import { createHash } from 'node:crypto';
import { FIRST_FRAMES_FILE, FIRST_FRAMES_MAX_BYTES, firstFramesFile, type FirstFramesFile, type Language, type RemoteName } from '@matka/shared';

export interface FirstFrame {
  markup: string;
  css: string;
  /** Changes whenever the remote's file does: keys what is built from it. */
  version: string;
}

export interface FirstFrames {
  frameFor(remote: RemoteName, pageId: string, language: Language): FirstFrame | undefined;
  /** Reads every remote's file once more; resolves when all have answered or failed. */
  refresh(): Promise<void>;
  stop(): void;
}

interface Options {
  /** Each remote's remoteEntry.js URL, asked on every refresh (configuration may name them). */
  remotes: () => readonly { remote: RemoteName; url: string }[];
  refreshMs: number;
  /** The next read after one that failed: sooner than refreshMs. */
  retryMs: number;
  timeoutMs: number;
  onFailure: (remote: RemoteName, reason: string) => void;
}

interface Held {
  file: FirstFramesFile;
  version: string;
}

async function readFile(url: string, timeoutMs: number): Promise<Held | string> {
  const response = await fetch(new URL(FIRST_FRAMES_FILE, url), { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (response.status === 404) return 'no first frames';
  if (!response.ok) return `status ${response.status}`;
  const text = await response.text();
  if (Buffer.byteLength(text) > FIRST_FRAMES_MAX_BYTES) return 'file too large';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const parsed = firstFramesFile.safeParse(json);
  if (!parsed.success) return 'not a first-frames file';
  // `</style` in the CSS would end the page's <style> element early: such a file is refused whole.
  if (/<\/style/i.test(parsed.data.css)) return 'stylesheet holds "</style"';
  return { file: parsed.data, version: createHash('sha256').update(text).digest('base64url').slice(0, 16) };
}

export function startFirstFrames(options: Options): FirstFrames {
  const held = new Map<RemoteName, Held>();
  let inFlight: Promise<void> | undefined;

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** True when the remote answered: with its frames, or with none (404). */
  const refreshOne = async (remote: RemoteName, url: string): Promise<boolean> => {
    try {
      const result = await readFile(url, options.timeoutMs);
      if (result === 'no first frames') held.delete(remote);
      else if (typeof result === 'string') options.onFailure(remote, result);
      else held.set(remote, result);
      return typeof result !== 'string' || result === 'no first frames';
    } catch (error) {
      options.onFailure(remote, error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  const refresh = () => {
    inFlight ??= Promise.all(options.remotes().map(({ remote, url }) => refreshOne(remote, url))).then((answered) => {
      inFlight = undefined;
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), answered.every(Boolean) ? options.refreshMs : options.retryMs);
      timer.unref();
    });
    return inFlight;
  };

  void refresh();

  return {
    frameFor(remote, pageId, language) {
      const entry = held.get(remote);
      const markup = entry?.file.pages[pageId]?.[language];
      return entry && markup ? { markup, css: entry.file.css, version: entry.version } : undefined;
    },
    refresh,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
