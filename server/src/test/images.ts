/** Real, decodable images for upload tests (a few magic bytes no longer pass: screenshots are decoded). */
import sharp from 'sharp';

export async function testImage(format: 'png' | 'jpeg' | 'webp', width = 8, height = width): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })[format]().toBuffer();
}

/** Deterministic noise bytes (xorshift): the same seed gives the same image, so sizes can be compared run to run. */
function noiseBytes(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let state = Math.imul(seed, 2654435761) >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = state & 255;
  }
  return out;
}

/** Octaves of noise, each smoothly enlarged to the full size and summed: coarse shapes, texture and fine grain. */
async function octaves(width: number, height: number, layers: Array<[divisor: number, amplitude: number]>, seed: number): Promise<Float32Array> {
  const sum = new Float32Array(width * height);
  for (const [index, [divisor, amplitude]] of layers.entries()) {
    const w = Math.ceil(width / divisor);
    const h = Math.ceil(height / divisor);
    const noise = noiseBytes(w * h, seed + index);
    const layer = divisor === 1 ? noise : await sharp(noise, { raw: { width: w, height: h, channels: 1 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
    const scale = amplitude / 128;
    for (let i = 0; i < sum.length; i++) sum[i]! += (layer[i]! - 128) * scale;
  }
  return sum;
}

/**
 * A stand-in for a phone camera's photo: 12 MP (4000×3000), JPEG quality 92,
 * about 4.5 MB — the size of the images the storage attack uploaded (docs/SECURITY.md
 * "Storage"). Detail at every scale like a busy scene, colour mostly in the
 * brightness (as in a photo) so JPEG's colour subsampling behaves as it does
 * on one. Takes a few seconds: make it once per file.
 */
export async function phonePhoto(seed = 1, width = 4000, height = 3000): Promise<Buffer> {
  const luma = await octaves(width, height, [[64, 60], [16, 40], [4, 25], [1, 7]], seed * 100);
  const blue = await octaves(width, height, [[128, 40], [16, 12]], seed * 100 + 10);
  const red = await octaves(width, height, [[128, 40], [16, 12]], seed * 100 + 20);
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0, j = 0; i < luma.length; i++, j += 3) {
    const y = 128 + luma[i]!;
    rgb[j] = Math.max(0, Math.min(255, y + 1.402 * red[i]!));
    rgb[j + 1] = Math.max(0, Math.min(255, y - 0.344 * blue[i]! - 0.714 * red[i]!));
    rgb[j + 2] = Math.max(0, Math.min(255, y + 1.772 * blue[i]!));
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

/**
 * A UPI app's "payment successful" screen as a phone saves it: a 1080×2400
 * PNG of flat colour and text, the UTR in it for the cashier to read.
 */
export async function upiScreenshot(utr = '400123981776'): Promise<Buffer> {
  const text = (x: number, y: number, size: number, fill: string, value: string, anchor = 'start') =>
    `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="${fill}">${value}</text>`;
  const rows = [['Paid to', 'SITARA GAMES PVT LTD'], ['UPI ID', 'sitara.games@okaxis'], ['UPI transaction ID', utr], ['From', 'State Bank of India 6543'], ['Date', '23 Nov 2026, 10:42 am']]
    .map(([label, value], index) => {
      const y = 1150 + index * 170;
      return `${text(80, y, 34, '#5f6368', label!)}${text(80, y + 52, 42, '#202124', value!)}<line x1="80" y1="${y + 90}" x2="1000" y2="${y + 90}" stroke="#e0e0e0" stroke-width="2"/>`;
    });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="2400">
    <rect width="1080" height="2400" fill="#ffffff"/><rect width="1080" height="90" fill="#1a73e8"/>
    ${text(40, 62, 36, '#ffffff', '10:42')}${text(900, 62, 36, '#ffffff', '87%')}
    <circle cx="540" cy="420" r="150" fill="#1e8e3e"/><path d="M470 420 L525 475 L620 370" stroke="#ffffff" stroke-width="28" fill="none" stroke-linecap="round"/>
    ${text(540, 700, 110, '#202124', '₹500', 'middle')}${text(540, 800, 44, '#1e8e3e', 'Payment successful', 'middle')}
    <rect x="60" y="1000" width="960" height="980" rx="30" fill="#f8f9fa" stroke="#dadce0" stroke-width="3"/>
    ${rows.join('')}
    <rect x="300" y="2220" width="480" height="110" rx="55" fill="#1a73e8"/>${text(540, 2292, 42, '#ffffff', 'Done', 'middle')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
