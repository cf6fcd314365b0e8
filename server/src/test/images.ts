/** Real, decodable images for upload tests (a few magic bytes no longer pass: screenshots are decoded). */
import sharp from 'sharp';

export async function testImage(format: 'png' | 'jpeg' | 'webp', width = 8, height = width): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })[format]().toBuffer();
}
