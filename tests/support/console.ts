/** The operator console as the e2e tests drive it: a desktop-sized (or phone-sized) browser context, its sign-in, menu and toasts. */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { OPERATOR } from './product';

export interface Desk {
  page: Page;
  /** Uncaught errors of the page: a test ends by expecting none. */
  errors: string[];
  close: () => Promise<void>;
}

async function consoleContext(browser: Browser, options: BrowserContextOptions): Promise<Desk> {
  const context = await browser.newContext({ deviceScaleFactor: 1, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** A 1280×800 browser context, the console's desktop size. */
export const newDesk = (browser: Browser) => consoleContext(browser, { viewport: { width: 1280, height: 800 } });

/** A 390×844 touch context: the console's menu is a drawer behind the Menu button there. */
export const newConsolePhone = (browser: Browser) => consoleContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

export const consoleMenu = (page: Page) => page.getByRole('navigation', { name: 'Console' });
/** Up to 900 px: the button that opens the menu's drawer. */
export const consoleMenuButton = (page: Page) => page.getByRole('button', { name: /^Menu/ });
export const consoleToast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();

/** Signs in at /admin (the seeded operator unless told otherwise) and waits for the console's menu (its button on a phone). */
export async function signInOperator(page: Page, baseUrl: string, phone = OPERATOR.phone, password = OPERATOR.password): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Phone number or username').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await consoleMenu(page).or(consoleMenuButton(page)).waitFor();
}
