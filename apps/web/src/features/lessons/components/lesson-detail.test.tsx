import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { FakeHandler } from '../../../testing/fake-server';
import { renderRoute } from '../../../testing/render-route';

const DATA = { codice: 'la-ablativo-assoluto', title: "L'ablativo assoluto", description: 'Urbe capta, Caesare duce.', premium: false, order_custom: 18 };
const LINK = '/api/lessons/la-ablativo-assoluto/video?e=1900000000&s=firma';
const ready: FakeHandler = () => ({ status: 200, body: { link: LINK, expiresAt: '2030-03-17T17:46:40.000Z', data: DATA } });

function renderLesson(handler: FakeHandler, who: 'normal' | 'premium' = 'normal', path = '/lezioni/la-ablativo-assoluto') {
  return renderRoute(path, who, { routes: { [`GET ${path.replace('/lezioni/', '/api/lessons/')}`]: handler } });
}

// The machine the suite runs on may be busy: rendering the whole app takes a few seconds there.
describe('/lezioni/{lessonId}', { timeout: 20_000 }, () => {
  test('a lesson: back arrow, title, description, logo, then the video with controls, no autoplay, no context menu', async () => {
    renderLesson(ready);
    expect(await screen.findByRole('heading', { level: 1, name: "L'ablativo assoluto" })).toBeTruthy();
    expect(screen.getByText('Urbe capta, Caesare duce.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Torna indietro' })).toBeTruthy();
    expect(document.querySelector('.lesson__logos svg')).toBeTruthy();
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(LINK);
    expect([video.controls, video.autoplay, video.getAttribute('preload')]).toEqual([true, false, 'metadata']);
    expect(fireEvent.contextMenu(video)).toBe(false);
    expect(document.title).toBe("L'ablativo assoluto · Versio");
  });

  test('while it loads: Caricamento...', async () => {
    const { server } = renderLesson(() => new Promise(() => {}));
    // Past the session's own loading: the lesson has been asked for and has not arrived.
    await waitFor(() => expect(server.calls.map((call) => call.path)).toContain('/api/lessons/la-ablativo-assoluto'));
    expect(screen.getByRole('status').textContent).toBe('Caricamento...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  test('a premium lesson for a normal user: locked, with its title, the plans and the upsell', async () => {
    renderLesson(() => ({ status: 403, body: { error: { code: 'premium_required', message: '' }, data: { ...DATA, premium: true } } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Questa lezione è riservata agli utenti plus' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("L'ablativo assoluto");
    expect(screen.getByText('Abbonati per accedere a contenuti esclusivi.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scopri i piani!' }).getAttribute('href')).toBe('/pay');
    expect(screen.getByRole('heading', { level: 2, name: 'Passa a plus' })).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  test('any other failure is logged and shown as locked (spec §7)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLesson(() => ({ status: 500, body: { error: { code: 'internal', message: '' } } }));
    expect(await screen.findByText('Questa lezione è riservata agli utenti plus')).toBeTruthy();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  test('an unknown lesson shows the 404 page', async () => {
    renderLesson(() => ({ status: 404, body: { error: { code: 'lesson_not_found', message: '' } } }), 'normal', '/lezioni/la-lezione-perduta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ti sei perso!' })).toBeTruthy();
  });

  test('no video link: Errore nel caricamento del video...', async () => {
    renderLesson(() => ({ status: 200, body: { link: null, expiresAt: null, data: DATA } }), 'premium');
    expect((await screen.findByRole('alert')).textContent).toBe('Errore nel caricamento del video...');
    expect(screen.queryByRole('heading', { level: 2, name: 'Passa a plus' })).toBeNull();
  });

  test('a video that fails to load asks once for a new link, then shows the error', async () => {
    let calls = 0;
    renderLesson(() => {
      calls += 1;
      return { status: 200, body: { link: `${LINK}&n=${calls}`, expiresAt: null, data: DATA } };
    }, 'premium');
    await screen.findByRole('heading', { level: 1, name: "L'ablativo assoluto" });
    fireEvent.error(document.querySelector('video')!);
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBe(`${LINK}&n=2`));
    fireEvent.error(document.querySelector('video')!);
    expect((await screen.findByRole('alert')).textContent).toBe('Errore nel caricamento del video...');
    expect(calls).toBe(2);
  });

  test('the back arrow of a lesson opened directly leads to the catalogue', async () => {
    const { router } = renderRoute('/lezioni/la-ablativo-assoluto', 'normal', {
      routes: { 'GET /api/lessons/la-ablativo-assoluto': ready, 'GET /api/lessons': () => ({ status: 200, body: { lessons: [], total: 0 } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Torna indietro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lezioni'));
  });
});
