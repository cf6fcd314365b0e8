import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from '@matka/shared';
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

  it('falls back to the default download for a visitor', () => {
    renderPage(<DownloadNow />, { path: '/download-now' });
    expect(screen.getByRole('link', { name: 'Download App' }).getAttribute('href')).toBe(DEFAULT_DOWNLOAD_URL);
  });
});
