import sharp from 'sharp';

/** A deposit screenshot is judged by its bytes, never by its name or declared type. */
export type ImageKind = 'png' | 'jpeg' | 'webp';

export function detectImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface CleanImage {
  format: ImageKind;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * Decodes a screenshot and encodes it again in its own format (issue #9
 * point 8): only pixels survive, so bytes appended after the image (HTML, a
 * script, a second file) and metadata (EXIF with a location) are gone.
 * Returns null for anything that is not a whole PNG, JPEG or WebP, or that
 * has more than `maxPixels` pixels (a small file can decode to gigabytes).
 */
export async function cleanScreenshot(bytes: Buffer, maxPixels: number): Promise<CleanImage | null> {
  if (!detectImage(bytes)) return null;
  try {
    const decoded = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated: false });
    const { format } = await decoded.metadata();
    if (format !== 'png' && format !== 'jpeg' && format !== 'webp') return null;
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const oriented = decoded.rotate();
    const encoded = format === 'png' ? oriented.png() : format === 'jpeg' ? oriented.jpeg({ quality: 85 }) : oriented.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { format, width: info.width, height: info.height, bytes: data };
  } catch {
    return null;
  }
}
