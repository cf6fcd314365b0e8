/**
 * No screenshot is taken while the disk is nearly full (UPLOAD_MIN_FREE_DISK_MB,
 * docs/SECURITY.md "Storage"): a full disk stops PGlite, and with it every bid
 * and withdrawal, so uploads give way first. The disk is the one holding
 * UPLOAD_DISK_PATH, by default DATA_DIR: PGlite's database, screenshots
 * included, lives there. Uploads are read into memory, never spooled to a
 * temporary file, so no other disk of this machine grows with them. On
 * PostgreSQL the screenshots are on the database server's disk: point
 * UPLOAD_DISK_PATH at its data directory when it runs on this machine;
 * otherwise that host's own monitoring must watch it.
 */
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { FUND_MSG } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { ApiFailure } from '../../errors.js';

const MB = 1024 * 1024;

/** Bytes an unprivileged process may still write on the disk of `path`, or of its nearest existing parent (DATA_DIR may not exist yet). */
export async function freeBytes(path: string): Promise<number> {
  for (let at = path; ; at = dirname(at)) {
    try {
      const disk = await statfs(at);
      return disk.bavail * disk.bsize;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(at) === at) throw error;
    }
  }
}

/** A 503 with a message the player can act on while the disk is below the floor (or cannot be read: the floor would not hold). */
export async function assertDiskRoom(ctx: AppContext): Promise<void> {
  const floorMb = ctx.config.UPLOAD_MIN_FREE_DISK_MB;
  if (floorMb === 0) return;
  const path = ctx.config.UPLOAD_DISK_PATH ?? ctx.config.DATA_DIR;
  let free: number;
  try {
    free = await freeBytes(path);
  } catch (error) {
    ctx.log.error({ err: error, path }, 'deposit screenshot refused: the free space of UPLOAD_DISK_PATH cannot be read');
    throw new ApiFailure(503, FUND_MSG.screenshotsPaused);
  }
  if (free < floorMb * MB) {
    ctx.log.warn({ path, freeMb: Math.floor(free / MB), floorMb }, 'deposit screenshot refused: free disk space is below UPLOAD_MIN_FREE_DISK_MB');
    throw new ApiFailure(503, FUND_MSG.screenshotsPaused);
  }
}
