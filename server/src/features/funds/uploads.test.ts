import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ADMIN_API, MSG } from '@matka/shared';
import { availableBackends, call, newPlayer, operator, startApi, type TestApi } from '../../test/harness.js';
import { admin } from '../../test/console.js';
import { testImage } from '../../test/images.js';
import { pendingDepositsMessage } from './funds.js';

const backends = await availableBackends();
let utrCounter = 0;
const newUtr = () => `UPL${Date.now()}${++utrCounter}`;
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

async function sendDeposit(api: TestApi, player: { phone: string; token: string }, bytes?: Buffer) {
  return call(api, 'add_points_request.php', { phone_number: player.phone, amount: 300, UTR_NUM: newUtr() }, {
    token: player.token, encoding: 'multipart', ...(bytes ? { file: { field: 'image', bytes, name: 'shot.png', type: 'image/png' } } : {}),
  });
}

async function lastRequestId(api: TestApi, phone: string): Promise<number> {
  const { rows } = await api.db.pool.query('SELECT f.id FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1 ORDER BY f.id DESC LIMIT 1', [phone]);
  return rows[0].id;
}

describe.each(backends)('deposit uploads (docs/SECURITY.md "Storage") (%s)', (backend) => {
  it('re-encodes a PNG with HTML appended: the stored and served image has only pixels, typed from its decoded format', async () => {
    const api = await startApi(backend);
    try {
      const player = await newPlayer(api);
      const polyglot = Buffer.concat([await testImage('png', 20, 10), HTML]);
      expect((await sendDeposit(api, player, polyglot)).body.success).toBe('1');
      const id = await lastRequestId(api, player.phone);
      const shot = await admin(api, 'GET', ADMIN_API.fundRequestScreenshot(id));
      expect(shot.status).toBe(200);
      expect(shot.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-disposition': `inline; filename="deposit-${id}.png"` });
      expect(shot.headers['content-security-policy']).toContain('sandbox');
      expect(shot.raw.includes(Buffer.from('<script'))).toBe(false);
      expect(shot.raw.includes(Buffer.from('<html'))).toBe(false);
      expect(await sharp(shot.raw).metadata()).toMatchObject({ format: 'png', width: 20, height: 10 });
      // In the database, so every API process serves it; nothing lands in one process's folder.
      const other = await api.secondInstance();
      try {
        const fromOther = await other.app.inject({ method: 'GET', url: ADMIN_API.fundRequestScreenshot(id), headers: { authorization: `Bearer ${await operator(api)}` } });
        expect(fromOther.statusCode).toBe(200);
        expect(fromOther.rawPayload.equals(shot.raw)).toBe(true);
      } finally {
        await other.close();
      }
      const { rows } = await api.db.pool.query('SELECT format, width, height FROM deposit_screenshots WHERE fund_request_id = $1', [id]);
      expect(rows).toEqual([{ format: 'png', width: 20, height: 10 }]);
    } finally {
      await api.close();
    }
  });

  it('refuses an image over UPLOAD_MAX_PIXELS and a file that only starts like an image', async () => {
    const api = await startApi(backend, { UPLOAD_MAX_PIXELS: 10_000 });
    try {
      const player = await newPlayer(api);
      const big = await sendDeposit(api, player, await testImage('png', 101, 100));
      expect(big).toMatchObject({ status: 400, body: { success: '0', msg: MSG.depositImageInvalid } });
      const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), HTML]);
      expect((await sendDeposit(api, player, fake)).body.msg).toBe(MSG.depositImageInvalid);
      expect((await sendDeposit(api, player, await testImage('webp', 100, 100))).body.success).toBe('1');
      const { rows } = await api.db.pool.query("SELECT count(*)::int AS n FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1", [player.phone]);
      expect(rows[0].n).toBe(1);
    } finally {
      await api.close();
    }
  });

  it('caps a player\'s waiting deposit requests with a clear message, and takes one again once an operator has decided', async () => {
    const api = await startApi(backend, { MAX_PENDING_DEPOSITS: 2 });
    try {
      const player = await newPlayer(api);
      const image = await testImage('jpeg');
      expect((await sendDeposit(api, player, image)).body.success).toBe('1');
      expect((await sendDeposit(api, player)).body.success).toBe('1');
      const third = await sendDeposit(api, player, image);
      expect(third).toMatchObject({ status: 429, body: { success: '0', msg: pendingDepositsMessage(2) } });
      // Parallel uploads cannot slip past the cap either.
      const other = await newPlayer(api);
      const burst = await Promise.all(Array.from({ length: 6 }, () => sendDeposit(api, other, image)));
      expect(burst.filter((reply) => reply.body.success === '1')).toHaveLength(2);
      const id = await lastRequestId(api, player.phone);
      expect((await admin(api, 'POST', ADMIN_API.fundDecision(id), { body: { approve: false, reason: 'No such payment received' } })).status).toBe(200);
      expect((await sendDeposit(api, player, image)).body.success).toBe('1');
    } finally {
      await api.close();
    }
  });

  it('limits uploads per player per minute, whatever the UTRs', async () => {
    const api = await startApi(backend, { DEPOSIT_RATE_PER_MINUTE: 3 });
    try {
      const player = await newPlayer(api);
      const image = await testImage('png');
      const replies = [];
      for (let i = 0; i < 4; i++) replies.push(await sendDeposit(api, player, image));
      expect(replies.slice(0, 3).map((reply) => reply.body.success)).toEqual(['1', '1', '1']);
      expect(replies[3]).toMatchObject({ status: 429, body: { success: '0', msg: expect.stringMatching(/^Too many attempts/) } });
      // Another player is not held back by the first one's budget.
      expect((await sendDeposit(api, await newPlayer(api), image)).body.success).toBe('1');
    } finally {
      await api.close();
    }
  });
});
