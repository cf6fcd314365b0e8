import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, suiteBrowser } from '../support/browser';
import { creditManyTimes } from '../support/operator';
import { freshPhoneNumber, signUpNewPlayer } from '../support/phone';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

describe('a long history in Chromium (docs/PRODUCT.md)', () => {
  it('pages a 1,200-entry account statement to its end, every entry once, newest first', { timeout: 180_000 }, async () => {
    const { context, page, errors } = await newPhone(browser);
    const phone = freshPhoneNumber();
    await signUpNewPlayer(page, product.baseUrl, phone, 'Long History');
    await creditManyTimes(product.baseUrl, phone, 1200);

    await page.goto(`${product.baseUrl}/account-statement`);
    const rows = page.locator('main table tbody tr');
    await expect.poll(() => rows.count()).toBe(50);
    const end = page.getByText('That is everything.');
    for (let pages = 1; pages < 30 && !(await end.isVisible()); pages++) {
      const before = await rows.count();
      const more = page.getByRole('button', { name: 'Load more' });
      if (await more.isEnabled().catch(() => false)) await more.click().catch(() => undefined);
      await expect.poll(async () => (await rows.count()) > before || (await end.isVisible()), { timeout: 15_000 }).toBe(true);
    }
    await expect.poll(() => end.isVisible()).toBe(true);
    const remarks = await page.locator('main table tbody td[data-label="Remark"]').allInnerTexts();
    expect(remarks).toHaveLength(1200);
    expect(new Set(remarks).size).toBe(1200);
    expect(remarks[0]).toBe('Credit 1200');
    expect(remarks.at(-1)).toBe('Credit 1');

    expect(errors).toEqual([]);
    await context.close();
  });
});
