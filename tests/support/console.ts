/** The operator console as the e2e tests drive it: a desktop-sized browser context, its sign-in, menu and toasts. */
import type { Browser, Page } from 'playwright-core';
import { OPERATOR } from './product';

export interface Desk {
  page: Page;
  /** Uncaught errors of the page: a test ends by expecting none. */
  errors: string[];
  close: () => Promise<void>;
}

/** A 1280×800 browser context, the console's desktop size. */
export async function newDesk(browser: Browser): Promise<Desk> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

export const consoleMenu = (page: Page) => page.getByRole('navigation', { name: 'Console' });
export const consoleToast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();

/** Signs in at /admin (the seeded operator unless told otherwise) and waits for the console's menu. */
export async function signInOperator(page: Page, baseUrl: string, phone = OPERATOR.phone, password = OPERATOR.password): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Phone number or username').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await consoleMenu(page).waitFor();
}
