import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FakeHandler } from '../../../testing/fake-server';
import { renderRoute } from '../../../testing/render-route';

type Lesson = { codice: string; title: string; description: string; premium: boolean; order_custom: number };

const LESSONS: Lesson[] = Array.from({ length: 30 }, (_, i) => ({
  codice: `lezione-${i + 1}`,
  title: i === 0 ? "L'ablativo assoluto" : `Lezione ${i + 1}`,
  description: i === 0 ? 'Urbe capta, Caesare duce: come tradurlo.' : `Descrizione ${i + 1}`,
  premium: i % 3 === 1,
  order_custom: i,
}));

/** The server's answer to GET /api/lessons over LESSONS: pages of `limit`, search on the title. */
const catalogue: FakeHandler = (_body, url) => {
  const page = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const found = LESSONS.filter((lesson) => lesson.title.toLowerCase().includes(search));
  return { status: 200, body: { lessons: found.slice((page - 1) * limit, page * limit), total: found.length } };
};

function renderCatalogue(path = '/lezioni', who: 'normal' | 'premium' = 'normal', handler: FakeHandler = catalogue) {
  return renderRoute(path, who, { routes: { 'GET /api/lessons': handler } });
}

/** The cards of the first page, once it has loaded. */
async function findCards() {
  await screen.findByRole('link', { name: /L'ablativo assoluto/ });
  return document.querySelectorAll('.lessons__grid .lesson-card:not(.lesson-card--placeholder)');
}

// The machine the suite runs on may be busy: rendering the whole app takes a few seconds there.
describe('/lezioni', { timeout: 20_000 }, () => {
  test('the first page: title, search, 21 cards with thumbnail, title, description and the crown on premium ones', async () => {
    renderCatalogue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lezioni' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Cerca tra le lezioni...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerca' })).toBeTruthy();
    expect(await findCards()).toHaveLength(21);
    const first = screen.getByRole('link', { name: /L'ablativo assoluto/ });
    expect(first.getAttribute('href')).toBe('/lezioni/lezione-1');
    expect(first.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml|\.svg$/);
    expect(within(first).getByText('Urbe capta, Caesare duce: come tradurlo.')).toBeTruthy();
    expect(within(first).queryByTitle('Contenuto Premium')).toBeNull();
    expect(within(screen.getByRole('link', { name: /Lezione 2\b/ })).getByTitle('Contenuto Premium')).toBeTruthy();
    expect(document.querySelectorAll('[title="Contenuto Premium"]')).toHaveLength(7);
  });

  test('21 placeholders while the page loads', async () => {
    renderCatalogue('/lezioni', 'normal', () => new Promise(() => {}));
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento...');
    expect(document.querySelectorAll('.lesson-card--placeholder')).toHaveLength(21);
  });

  test('pagination: previous disabled on page 1, next goes to page 2 (in the address), scrolls up, and is disabled there', async () => {
    const { router } = renderCatalogue();
    await findCards();
    const nav = screen.getByRole('navigation', { name: 'Pagine delle lezioni' });
    expect(within(nav).getAllByRole('button', { name: /^Pagina \d$/ }).map((b) => b.textContent)).toEqual(['1', '2']);
    expect((within(nav).getByRole('button', { name: 'Pagina precedente' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(nav).getByRole('button', { name: 'Pagina 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('button', { name: 'Pagina successiva' }));
    await screen.findByRole('link', { name: /Lezione 30/ });
    expect(router.state.location.search).toBe('?pagina=2');
    expect(document.querySelectorAll('.lesson-card:not(.lesson-card--placeholder)')).toHaveLength(9);
    expect((within(nav).getByRole('button', { name: 'Pagina successiva' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(nav).getByRole('button', { name: 'Pagina precedente' }) as HTMLButtonElement).disabled).toBe(false);
    expect(window.scrollTo).toHaveBeenCalled();
  });

  test('a search asks the server from page 1 and lives in the address', async () => {
    const { router, server } = renderCatalogue('/lezioni?pagina=2');
    await screen.findByRole('link', { name: /Lezione 30/ });
    fireEvent.change(screen.getByPlaceholderText('Cerca tra le lezioni...'), { target: { value: 'ablativo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await screen.findByRole('link', { name: /L'ablativo assoluto/ });
    expect(router.state.location.search).toBe('?q=ablativo');
    const urls = server.calls.filter((call) => call.path === '/api/lessons');
    expect(urls).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Pagine delle lezioni' })).toBeNull();
  });

  test('the address\'s search and page are what a reload shows', async () => {
    const seen: string[] = [];
    renderCatalogue('/lezioni?q=lezione&pagina=2', 'normal', (body, url) => {
      seen.push(url.search);
      return catalogue(body, url);
    });
    await screen.findByRole('link', { name: /Lezione 30/ });
    expect(seen).toEqual(['?page=2&limit=21&search=lezione']);
    expect((screen.getByPlaceholderText('Cerca tra le lezioni...') as HTMLInputElement).value).toBe('lezione');
  });

  test('no lesson found', async () => {
    renderCatalogue('/lezioni?q=nulla');
    expect(await screen.findByText('Nessuna lezione trovata...')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagine delle lezioni' })).toBeNull();
  });

  test('normal users see the upsell at the bottom', async () => {
    renderCatalogue('/lezioni', 'normal');
    await findCards();
    expect(screen.getByRole('heading', { level: 2, name: 'Passa a plus' })).toBeTruthy();
  });

  test('premium users see no upsell', async () => {
    renderCatalogue('/lezioni', 'premium');
    await findCards();
    expect(screen.queryByRole('heading', { level: 2, name: 'Passa a plus' })).toBeNull();
  });

  test('a server failure stops the loading with Versio\'s message', async () => {
    renderCatalogue('/lezioni', 'normal', () => ({ status: 500, body: { error: { code: 'internal', message: '' } } }));
    expect((await screen.findByRole('alert')).textContent).toBe('Versio si è perso nel labirinto e non può aiutarti ora.');
    await waitFor(() => expect(document.querySelectorAll('.lesson-card--placeholder')).toHaveLength(0));
  });
});
