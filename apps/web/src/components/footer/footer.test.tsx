import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SITE_INFO } from '../../lib/site-info';
import { renderRoute } from '../../testing/render-route';

const SERVED = {
  ...DEFAULT_SITE_INFO,
  contactEmail: 'partner@versio.app',
  privacyUrl: 'https://example.org/privacy',
  social: { instagram: 'https://www.instagram.com/prova/', tiktok: 'https://www.tiktok.com/@prova' },
};

describe('Footer', () => {
  test('shows the defaults while /api/site is unavailable', async () => {
    renderRoute('/');
    const mail = await screen.findByRole('link', { name: DEFAULT_SITE_INFO.contactEmail });
    expect(mail.getAttribute('href')).toBe(`mailto:${DEFAULT_SITE_INFO.contactEmail}`);
    expect(screen.getByRole('link', { name: 'Termini e condizioni' }).getAttribute('href')).toBe('/terms');
  });

  test('shows what /api/site serves', async () => {
    const { server } = renderRoute('/', 'anonymous', { routes: { 'GET /api/site': () => ({ status: 200, body: SERVED }) } });
    const mail = await screen.findByRole('link', { name: 'partner@versio.app' });
    expect(mail.getAttribute('href')).toBe('mailto:partner@versio.app');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('https://example.org/privacy');
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://www.instagram.com/prova/');
    expect(screen.getByRole('link', { name: 'TikTok' }).getAttribute('href')).toBe('https://www.tiktok.com/@prova');
    expect(server.calls.some((call) => call.path === '/api/site')).toBe(true);
  });
});
