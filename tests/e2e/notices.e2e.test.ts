import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, suiteBrowser } from '../support/browser';
import { consoleMenu, newDesk, signInOperator } from '../support/console';
import { freshPhoneNumber, signUpNewPlayer } from '../support/phone';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

describe('notices in Chromium (docs/API.md "Inbox")', () => {
  it('a notice an operator sends to one player reaches that player’s bell and inbox, and opening it marks it read', async () => {
    const { context, page, errors } = await newPhone(browser);
    const phone = freshPhoneNumber();
    await signUpNewPlayer(page, product.baseUrl, phone, 'Nisha Rao');
    const bell = page.getByRole('banner').getByTestId('inbox-bell');
    await bell.waitFor();

    const desk = await newDesk(browser);
    await signInOperator(desk.page, product.baseUrl);
    await consoleMenu(desk.page).getByRole('link', { name: 'Notices' }).click();
    await desk.page.getByLabel(/One player/).check();
    await desk.page.getByLabel('Player’s mobile number').fill(phone);
    await desk.page.getByLabel('Title').fill('Your bonus');
    await desk.page.getByLabel('Text').fill('Thank you for playing with us.');
    await desk.page.getByRole('button', { name: 'Send notice' }).click();
    await desk.page.getByTestId('notice-row').filter({ hasText: 'Your bonus' }).getByText('In force').waitFor();

    // The live stream brings it to the open tab: no reload, no navigation.
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/^Inbox, [1-9]\d* unread notices?$/);
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label'))!)![1]);
    await bell.click();
    await page.waitForURL(/\/inbox$/);
    const item = page.getByTestId('inbox-item').filter({ hasText: 'Your bonus' });
    await expect.poll(() => item.getAttribute('data-unread')).toBe('true');
    await item.getByRole('button').click();
    await item.getByText('Thank you for playing with us.').waitFor();
    await expect.poll(() => item.getAttribute('data-unread')).toBe('false');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(before === 1 ? 'Inbox, no unread notices' : `Inbox, ${before - 1} unread ${before - 1 === 1 ? 'notice' : 'notices'}`);

    expect(errors).toEqual([]);
    expect(desk.errors).toEqual([]);
    await desk.close();
    await context.close();
  });
});
