import sharp, { type OutputInfo } from 'sharp';
import type { CleanImage, ImageKind } from '../../data/screenshots.js';

export type { CleanImage, ImageKind };

export function detectImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * What is stored of a screenshot (docs/SECURITY.md "Storage"): at most this
 * many pixels on its long side, never enlarged — a cashier reads a UTR on a
 * 720×1600 phone screenshot, and a 12 MP photo of a screen needs no more.
 */
export const SCREENSHOT_MAX_SIDE = 1600;
/** No stored screenshot is larger: ten accounts' three waiting screenshots stay under 10 MB, whatever they sent. */
export const SCREENSHOT_MAX_BYTES = 300 * 1024;
/** JPEG and WebP quality: a 12 MP phone photo lands near 220 KB at 1600×1200. */
const LOSSY_QUALITY = 80;

interface Pixels {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4; premultiplied: boolean };
}

const fromPixels = ({ data, raw }: Pixels) => sharp(data, { raw });

function lossy(pixels: Pixels, format: 'jpeg' | 'webp', width: number, height: number): Promise<{ data: Buffer; info: OutputInfo }> {
  const image = fromPixels(pixels).resize(width, height, { fit: 'fill' });
  // JPEG has no transparency: a transparent corner becomes white, as on the page it was shot from.
  const encoded = format === 'jpeg' ? image.flatten({ background: '#ffffff' }).jpeg({ quality: LOSSY_QUALITY }) : image.webp({ quality: LOSSY_QUALITY });
  return encoded.toBuffer({ resolveWithObject: true });
}

/**
 * A lossy encoding within SCREENSHOT_MAX_BYTES: at full size first, then
 * smaller in proportion to the excess (bytes follow the pixel count), until
 * it fits. A photo fits at once; only noise-like images are shrunk, so an
 * attacker's worst case is bounded like everyone's.
 */
async function lossyWithin(pixels: Pixels, format: 'jpeg' | 'webp'): Promise<CleanImage> {
  let { width, height } = pixels.raw;
  for (;;) {
    const { data, info } = await lossy(pixels, format, width, height);
    if (data.length <= SCREENSHOT_MAX_BYTES || Math.max(width, height) <= 64) return { format, width: info.width, height: info.height, bytes: data };
    const scale = Math.min(0.9, Math.sqrt(SCREENSHOT_MAX_BYTES / data.length) * 0.95);
    width = Math.max(1, Math.round(width * scale));
    height = Math.max(1, Math.round(height * scale));
  }
}

/**
 * Decodes a screenshot and encodes it again (docs/SECURITY.md "Storage"): only pixels
 * survive, so bytes appended after the image (HTML, a script, a second file)
 * and metadata (EXIF with a location) are gone. It is stored small: at most
 * SCREENSHOT_MAX_SIDE on its long side and SCREENSHOT_MAX_BYTES. A PNG stays
 * a lossless PNG (UPI screenshots are flat colour and text: about 120 KB at
 * 720×1600, every digit of the UTR exact) unless that is too large, which
 * means a photo: then it becomes a JPEG. JPEG and WebP stay in their format
 * at LOSSY_QUALITY. The stored format is what the screenshot route serves
 * it as (screenshot.ts).
 * Returns null for anything that is not a whole PNG, JPEG or WebP, or that
 * has more than `maxPixels` pixels (a small file can decode to gigabytes).
 */
export async function cleanScreenshot(bytes: Buffer, maxPixels: number): Promise<CleanImage | null> {
  if (!detectImage(bytes)) return null;
  try {
    const decoded = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated: false });
    const { format } = await decoded.metadata();
    if (format !== 'png' && format !== 'jpeg' && format !== 'webp') return null;
    // rotate() applies the EXIF orientation before the metadata is dropped; the long side is judged upright.
    const { data, info } = await decoded
      .rotate()
      .resize(SCREENSHOT_MAX_SIDE, SCREENSHOT_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels: Pixels = { data, raw: { width: info.width, height: info.height, channels: info.channels, premultiplied: info.premultiplied ?? false } };
    if (format === 'png') {
      const png = await fromPixels(pixels).png({ compressionLevel: 9 }).toBuffer();
      if (png.length <= SCREENSHOT_MAX_BYTES) return { format: 'png', width: info.width, height: info.height, bytes: png };
      return await lossyWithin(pixels, 'jpeg');
    }
    return await lossyWithin(pixels, format);
  } catch {
    return null;
  }
}
