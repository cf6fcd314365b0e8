import type { Page } from 'playwright-core';

/** A fresh 10-digit number per run, so sign-up tests never collide with earlier data. */
export function freshPhoneNumber(): string {
  return `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** Types 4 digits into a PinField (one input shown as boxes), key by key as a player would. */
export async function typePin(page: Page, label: string, digits: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(digits);
}

export async function enterMobile(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Sign-up's date of birth (an adult) and the terms (docs/PROTECTION.md). */
export async function fillAdultAndTerms(page: Page): Promise<void> {
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel(/I am 18 or older/).check();
}

/** Signs a new number up through the screens (sign-up, MPIN 5913) and waits for the automatic login on home. */
export async function signUpNewPlayer(page: Page, baseUrl: string, phone: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/Login`);
  await enterMobile(page, phone);
  await page.waitForURL(/\/sign-up$/);
  await page.getByLabel('Full name').fill(name);
  await fillAdultAndTerms(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/M_pin$/);
  await typePin(page, 'Enter MPIN', '5913');
  await typePin(page, 'Confirm MPIN', '5913');
  await page.getByRole('button', { name: 'Create MPIN' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
}

/** The wallet balance in the header, as the player reads it. */
export const headerWallet = (page: Page) => page.getByRole('banner').getByTestId('header-wallet');
