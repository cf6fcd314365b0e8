/**
 * Every deposit screenshot is stored small (docs/SECURITY.md "Storage"): at
 * most SCREENSHOT_MAX_SIDE on its long side, never enlarged, and never more
 * than SCREENSHOT_MAX_BYTES, whatever was sent.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanScreenshot, SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_SIDE } from './images.js';
import { phonePhoto, testImage, upiScreenshot } from '../../test/images.js';

const MAX_PIXELS = 25_000_000;
let photo: Buffer;
beforeAll(async () => {
  photo = await phonePhoto();
}, 120_000);

describe('deposit screenshots stored small', () => {
  it('stores a 12 MP phone photo at 1600×1200 in well under SCREENSHOT_MAX_BYTES, as a JPEG', async () => {
    const clean = await cleanScreenshot(photo, MAX_PIXELS);
    console.info(`[screenshot size] 12 MP phone photo: ${photo.length} bytes sent, ${clean?.bytes.length} bytes stored (${clean?.width}×${clean?.height} ${clean?.format})`);
    expect(clean).toMatchObject({ format: 'jpeg', width: SCREENSHOT_MAX_SIDE, height: 1200 });
    expect(clean!.bytes.length).toBeLessThan(SCREENSHOT_MAX_BYTES);
    expect(await sharp(clean!.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
  });

  it('keeps a UPI app screenshot a lossless PNG: the stored pixels are exactly the resized ones', async () => {
    const upi = await upiScreenshot();
    const clean = await cleanScreenshot(upi, MAX_PIXELS);
    console.info(`[screenshot size] 1080×2400 UPI screenshot: ${upi.length} bytes sent, ${clean?.bytes.length} bytes stored (${clean?.width}×${clean?.height} ${clean?.format})`);
    expect(clean).toMatchObject({ format: 'png', width: 720, height: 1600 });
    expect(clean!.bytes.length).toBeLessThan(SCREENSHOT_MAX_BYTES);
    const resized = await sharp(upi).resize(SCREENSHOT_MAX_SIDE, SCREENSHOT_MAX_SIDE, { fit: 'inside' }).raw().toBuffer();
    expect((await sharp(clean!.bytes).raw().toBuffer()).equals(resized)).toBe(true);
  });

  it('never enlarges a small image and keeps its format', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      expect(await cleanScreenshot(await testImage(format, 30, 20), MAX_PIXELS)).toMatchObject({ format, width: 30, height: 20 });
    }
  });

  it('fits even noise, the worst case, in SCREENSHOT_MAX_BYTES, as PNG, JPEG or WebP, landscape or portrait', async () => {
    const noise = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } });
    for (const [format, width, height] of [['png', 1600, 1200], ['jpeg', 3000, 4000], ['webp', 2400, 1800]] as const) {
      const sent = await noise(width, height)[format]().toBuffer();
      const clean = await cleanScreenshot(sent, MAX_PIXELS);
      expect(clean, `${format} ${width}×${height}`).not.toBeNull();
      expect(clean!.bytes.length, `${format} ${width}×${height}`).toBeLessThanOrEqual(SCREENSHOT_MAX_BYTES);
      expect(Math.max(clean!.width, clean!.height)).toBeLessThanOrEqual(SCREENSHOT_MAX_SIDE);
      expect(clean!.width > clean!.height).toBe(width > height);
    }
  });
});
