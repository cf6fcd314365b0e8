import type { Page } from 'playwright-core';
import { SESSION_STORAGE_KEY } from '@matka/shared/client';

/** Logs a player in through the API in the page's context (cookie) and stores user_session as the app does. */
export async function logInThroughApi(page: Page, baseUrl: string, phone: string, mpin: string): Promise<Record<string, unknown>> {
  // Our client's header, as the app sends it: a context holding cookies would otherwise be refused (docs/SECURITY.md "CSRF").
  const response = await page.request.post(`${baseUrl}/api/login.php`, { data: { phone_number: phone, password: mpin }, headers: { 'x-matka-client': '1' } });
  const body = (await response.json()) as { success: string; data: Record<string, unknown>; msg?: string };
  if (body.success !== '1') throw new Error(`login failed: ${JSON.stringify(body)}`);
  await page.goto(`${baseUrl}/download-now`);
  await page.evaluate(([key, user]) => window.localStorage.setItem(key as string, JSON.stringify(user)), [SESSION_STORAGE_KEY, body.data] as const);
  return body.data;
}

export const DEMO_PLAYER = { phone: '9876543210', mpin: '1234' };
