/**
 * A deposit screenshot for the cashier (docs/API.md "Operator API" → fund
 * requests). It is found from the request's own row — never from a path the
 * client sends. New screenshots are in the database, re-encoded at upload
 * (migration 090); a file under DATA_DIR/uploads from before that is still
 * served, its type judged again from its bytes. Either way what is served is
 * only ever a PNG, JPEG or WebP with the Content-Type of its decoded format.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DECISION_MSG } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { findFundRequest } from '../../data/funds.js';
import { notFound } from '../../errors.js';
import { detectImage, type ImageKind } from './images.js';
import { findScreenshot, STORED_IN_DATABASE } from '../../data/screenshots.js';

const CONTENT_TYPES: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
/** The names manualDeposit gives stored screenshots. */
const STORED_NAME = /^\d{1,16}-[0-9a-f]{16}\.(png|jpeg|webp)$/;

export interface Screenshot {
  bytes: Buffer;
  contentType: string;
  /** Safe for a Content-Disposition header: ASCII letters, digits, dot and dash only. */
  fileName: string;
}

export async function depositScreenshot(ctx: AppContext, id: number): Promise<Screenshot> {
  const request = await findFundRequest(ctx.db.pool, id);
  if (!request) throw notFound(DECISION_MSG.notFound);
  const stored = request.image_path;
  const fileName = (kind: ImageKind) => `deposit-${id}.${kind === 'jpeg' ? 'jpg' : kind}`;
  if (stored === STORED_IN_DATABASE) {
    const image = await findScreenshot(ctx.db.pool, id);
    if (!image) throw notFound('This request has no screenshot.');
    return { bytes: image.bytes, contentType: CONTENT_TYPES[image.format], fileName: fileName(image.format) };
  }
  if (!stored || basename(stored) !== stored || !STORED_NAME.test(stored)) throw notFound('This request has no screenshot.');
  const bytes = await readFile(join(ctx.uploadsDir, stored)).catch(() => null);
  const kind = bytes ? detectImage(bytes) : null;
  if (!bytes || !kind) {
    ctx.log.warn({ fundRequestId: id }, 'deposit screenshot missing or not an image');
    throw notFound('This request has no screenshot.');
  }
  return { bytes, contentType: CONTENT_TYPES[kind], fileName: fileName(kind) };
}
