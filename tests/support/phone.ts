import type { Page } from 'playwright-core';

/** A fresh 10-digit number per run, so sign-up tests never collide with earlier data. */
export function freshPhoneNumber(): string {
  return `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** Types 4 digits into a PinBoxes group (auto-advance moves focus box to box). */
export async function typePin(page: Page, groupName: string, digits: string): Promise<void> {
  const group = page.getByRole('group', { name: groupName });
  await group.getByLabel('Digit 1 of 4').click();
  await page.keyboard.type(digits);
}

export async function enterMobile(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Next' }).click();
}
