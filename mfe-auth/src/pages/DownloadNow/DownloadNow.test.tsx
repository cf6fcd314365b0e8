import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '@matka/shared/client';
import { BRAND_NAME } from '@matka/shared';
import { fakeApi } from '@matka/shared/testing';
import { makeUser, renderPage } from '../../../test/render';
import { DEFAULT_DOWNLOAD_URL } from '../../config';
import { DownloadNow } from './DownloadNow';

describe('DownloadNow (/download-now)', () => {
  it("links the download to the session's download_url and online play to /Login", async () => {
    const { user } = renderPage(<DownloadNow />, { path: '/download-now', user: makeUser({ download_url: 'https://cdn.example.com/app.apk' }) });
    expect(screen.getByRole('heading', { name: BRAND_NAME })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download App' }).getAttribute('href')).toBe('https://cdn.example.com/app.apk');
    await user.click(screen.getByRole('link', { name: 'Play Online' }));
    expect(screen.getByTestId('landed').textContent).toBe('/Login');
  });

  it('says at its foot that play points have no cash value, from the session without asking the server', async () => {
    const api = fakeApi({});
    renderPage(<DownloadNow />, { path: '/download-now', user: makeUser() });
    expect(screen.getByTestId('lawful-notice').textContent).toBe('Play points only: points have no cash value.');
    expect(api.calls).toEqual([]);
  });

  it("names the operator's jurisdiction and licence instead in real-money mode", () => {
    renderPage(<DownloadNow />, {
      path: '/download-now', user: makeUser({ money_mode: 'real', operator_licence: { jurisdiction: 'Sikkim', licence: 'SK/OG/2026/17' } }),
    });
    expect(screen.getByTestId('lawful-notice').textContent).toBe('Licensed in Sikkim · Licence SK/OG/2026/17');
    expect(screen.queryByText(/no cash value/)).toBeNull();
  });

  it('asks site_info.php for a visitor not logged in, and says nothing until it answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = fakeApi({ siteInfo: () => new Promise((resolve) => { answer = resolve; }) });
    renderPage(<DownloadNow />, { path: '/download-now' });
    // The request leaves once the client's transport has loaded (shared/src/client/request.ts): answered only when asked.
    await vi.waitFor(() => expect(api.callsTo('siteInfo')).toHaveLength(1));
    expect(screen.queryByTestId('lawful-notice')).toBeNull();
    answer({ success: '1', msg: 'Site', data: { money_mode: 'real', operator_licence: { jurisdiction: 'Malta', licence: 'MGA/B2C/123' } } });
    expect((await screen.findByTestId('lawful-notice')).textContent).toBe('Licensed in Malta · Licence MGA/B2C/123');
    expect(api.callsTo('siteInfo')).toHaveLength(1);
  });

  it("without a download link, offers the browser's install dialog", async () => {
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) });
    fakeApi({ siteInfo: () => ({ success: '1', msg: 'Site', data: { money_mode: 'play', operator_licence: null } }) });
    captureInstallPrompt();
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    const { user } = renderPage(<DownloadNow />, { path: '/download-now' });
    expect(DEFAULT_DOWNLOAD_URL).toBe('');
    await user.click(screen.getByRole('button', { name: 'Download App' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('shows the home-screen steps where the browser makes no install offer (iPhone)', async () => {
    fakeApi({ siteInfo: () => ({ success: '1', msg: 'Site', data: { money_mode: 'play', operator_licence: null } }) });
    const { user } = renderPage(<DownloadNow />, { path: '/download-now' });
    await user.click(screen.getByRole('button', { name: 'Download App' }));
    const steps = screen.getByRole('region', { name: 'Install the app' });
    expect(steps.textContent).toContain('Add to Home Screen');
  });
});
