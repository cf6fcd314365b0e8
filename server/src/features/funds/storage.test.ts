/**
 * Storage cannot be filled (docs/SECURITY.md "Storage"): sign-ups per address
 * per hour, deposit screenshots per address per day, every screenshot stored
 * small, and no screenshot taken while the disk is nearly full. The first
 * test is the attack as it was found: ten fresh accounts from one address,
 * three large phone photos each.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, FUND_MSG, SIGNUP_MSG } from '@matka/shared';
import { testConfig } from '../../config.js';
import { ADULT, availableBackends, newPhone, newPlayer, startApi, type TestApi } from '../../test/harness.js';
import { admin } from '../../test/console.js';
import { phonePhoto, testImage, upiScreenshot } from '../../test/images.js';

const backends = await availableBackends();
const HOUR_MS = 3_600_000;
let utrCounter = 0;
const newUtr = () => `STO${Date.now()}${++utrCounter}`;

let photo: Buffer;
beforeAll(async () => {
  photo = await phonePhoto();
}, 120_000);

type Player = { phone: string; token: string };

/** A manual deposit as the app sends it, from `address` (inject's default is 127.0.0.1). */
async function sendDeposit(api: TestApi, player: Player, image?: Buffer, address = '127.0.0.1') {
  const form = new FormData();
  for (const [key, value] of Object.entries({ phone_number: player.phone, amount: '300', UTR_NUM: newUtr() })) form.append(key, value);
  if (image) form.append('image', new Blob([image], { type: 'image/jpeg' }), 'shot.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await api.app.inject({
    method: 'POST', url: '/api/add_points_request.php', remoteAddress: address,
    headers: { authorization: `Bearer ${player.token}`, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() };
}

async function signUp(api: TestApi, address: string) {
  const response = await api.app.inject({
    method: 'POST', url: '/api/signup.php', remoteAddress: address,
    payload: { phoneNumber: newPhone(), username: 'Net Player', user_mpin: '2468', email: '', ...ADULT },
  });
  return { status: response.statusCode, body: response.json() };
}

async function storedBytes(api: TestApi): Promise<number> {
  const { rows } = await api.db.pool.query<{ bytes: string }>('SELECT COALESCE(SUM(octet_length(bytes)), 0)::bigint AS bytes FROM deposit_screenshots');
  return Number(rows[0]!.bytes);
}

/**
 * The whole attack re-encodes thirty 12 MP photos (about half a minute): it runs once, on PostgreSQL as
 * production does. What it stores does not depend on the database; each limit it meets is tested on both below.
 */
const attackBackend = backends.includes('postgres') ? 'postgres' : 'pglite';

describe.each(backends)('storage cannot be filled (%s)', (backend) => {
  it.runIf(backend === attackBackend)('ten sign-ups from one address with three 12 MP phone photos each store under 10 MB; the eleventh sign-up is refused', async () => {
    // The shipped limits, which the test harness turns off.
    const { SIGNUP_PER_ADDRESS_PER_HOUR, UPLOADS_PER_ADDRESS_PER_DAY, MAX_PENDING_DEPOSITS, DEPOSIT_RATE_PER_MINUTE } = testConfig();
    expect(SIGNUP_PER_ADDRESS_PER_HOUR).toBe(10);
    const api = await startApi(backend, { SIGNUP_PER_ADDRESS_PER_HOUR, UPLOADS_PER_ADDRESS_PER_DAY, MAX_PENDING_DEPOSITS, DEPOSIT_RATE_PER_MINUTE });
    try {
      const players: Player[] = [];
      for (let i = 0; i < 10; i++) players.push(await newPlayer(api));
      for (const player of players) {
        for (let i = 0; i < 3; i++) expect((await sendDeposit(api, player, photo)).body.success).toBe('1');
        // The pending cap still holds: a fourth is refused.
        expect((await sendDeposit(api, player, photo)).status).toBe(429);
      }
      const stored = await storedBytes(api);
      console.info(`[storage attack, ${backend}] 30 uploads of a ${photo.length}-byte 12 MP photo from 10 accounts: ${stored} bytes stored`);
      expect(stored).toBeLessThan(10_000_000);
      expect(await signUp(api, '127.0.0.1')).toMatchObject({ status: 429, body: { success: '0', msg: SIGNUP_MSG.tooManyFromNetwork } });
    } finally {
      await api.close();
    }
  }, 180_000);

  it('limits sign-ups per address per hour with a clear message; another address is not held back; the next hour opens again', async () => {
    const api = await startApi(backend, { SIGNUP_PER_ADDRESS_PER_HOUR: 3 });
    try {
      const replies = [];
      for (let i = 0; i < 4; i++) replies.push(await signUp(api, '203.0.113.7'));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 429]);
      expect(replies[3]!.body).toMatchObject({ success: '0', msg: SIGNUP_MSG.tooManyFromNetwork });
      expect((await signUp(api, '198.51.100.9')).status).toBe(200);
      // One IPv6 /64 is one network: a phone has a whole /64 and could otherwise take a new address per sign-up.
      expect((await Promise.all(['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:2::4'].map((address) => signUp(api, address))))
        .map((reply) => reply.status).sort()).toEqual([200, 200, 200, 429]);
      api.clock.advance(HOUR_MS);
      expect((await signUp(api, '203.0.113.7')).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('limits deposit screenshots per address per day, not deposits sent with the UTR only', async () => {
    const api = await startApi(backend, { UPLOADS_PER_ADDRESS_PER_DAY: 2 });
    try {
      const image = await testImage('png', 40, 40);
      const [first, second, third] = [await newPlayer(api), await newPlayer(api), await newPlayer(api)];
      expect((await sendDeposit(api, first!, image, '203.0.113.7')).body.success).toBe('1');
      expect((await sendDeposit(api, second!, image, '203.0.113.7')).body.success).toBe('1');
      expect(await sendDeposit(api, third!, image, '203.0.113.7')).toMatchObject({ status: 429, body: { success: '0', msg: FUND_MSG.screenshotsFromNetwork } });
      expect((await sendDeposit(api, third!, undefined, '203.0.113.7')).body.success).toBe('1');
      expect((await sendDeposit(api, third!, image, '198.51.100.9')).body.success).toBe('1');
      api.clock.advance(24 * HOUR_MS);
      expect((await sendDeposit(api, third!, image, '203.0.113.7')).body.success).toBe('1');
    } finally {
      await api.close();
    }
  });

  it('refuses screenshots while the free disk space is below UPLOAD_MIN_FREE_DISK_MB, and takes UTR-only deposits', async () => {
    // No disk has a petabyte free: the floor is always above what is left.
    const api = await startApi(backend, { UPLOAD_MIN_FREE_DISK_MB: 1_000_000_000 });
    try {
      const player = await newPlayer(api);
      expect(await sendDeposit(api, player, await testImage('jpeg', 40, 40))).toMatchObject({ status: 503, body: { success: '0', msg: FUND_MSG.screenshotsPaused } });
      expect((await sendDeposit(api, player)).body.success).toBe('1');
    } finally {
      await api.close();
    }
  });

  it('serves each screenshot with the type it was stored in: a UPI screenshot stays a PNG, a photo sent as PNG becomes a JPEG', async () => {
    const api = await startApi(backend);
    try {
      const player = await newPlayer(api);
      const served = async (image: Buffer) => {
        expect((await sendDeposit(api, player, image)).body.success).toBe('1');
        const { rows } = await api.db.pool.query('SELECT f.id FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1 ORDER BY f.id DESC LIMIT 1', [player.phone]);
        const id = rows[0].id as number;
        const shot = await admin(api, 'GET', ADMIN_API.fundRequestScreenshot(id));
        expect(shot.status).toBe(200);
        return { id, type: shot.headers['content-type'], disposition: shot.headers['content-disposition'], meta: await sharp(shot.raw).metadata(), size: shot.raw.length };
      };
      const upi = await served(await upiScreenshot());
      expect(upi).toMatchObject({ type: 'image/png', disposition: `inline; filename="deposit-${upi.id}.png"`, meta: { format: 'png', width: 720, height: 1600 } });
      const pngPhoto = await served(await sharp(photo).resize(1200).png().toBuffer());
      expect(pngPhoto).toMatchObject({ type: 'image/jpeg', disposition: `inline; filename="deposit-${pngPhoto.id}.jpg"`, meta: { format: 'jpeg', width: 1200, height: 900 } });
    } finally {
      await api.close();
    }
  });
});
