import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { createAccount, createUserData, error, installFakeServer, type FakeAccount } from '../../../testing/fake-server';
import { TranslateHome } from './translate-home';

const GALLIA = 'Gallia est omnis divisa';

const card = (pos: string, lemma: string, extra: Record<string, string> = {}) => ({
  pos, lemma, significato: `significato di ${lemma}`, cercaCome: lemma, dizionario: `${lemma}, dizionario`, incerto: false, ...extra,
});

function rich(text: string) {
  const cards: Record<string, ReturnType<typeof card>> = {
    gallia: card('sostantivo', 'Gallia', { declinazione: '1ª declinazione', caso: 'nominativo', numero: 'singolare' }),
    est: card('verbo', 'sum1', { persona: '3ª', modo: 'indicativo', tempo: 'presente' }),
    omnis: card('aggettivo', 'omnis', { declinazione: '3ª declinazione' }),
    divisa: card('verbo participio', 'divido', {}),
  };
  return {
    lang: 'lat',
    tokens: text.split(' ').map((form) => {
      const word = form.toLowerCase();
      return {
        form, word, kind: 'word', uncertain: word === 'gallia', start: 0, end: 0, wordIndex: 0, isEnclitic: false,
        chosen: { lemma: word, lemmaKey: word === 'gallia' ? 'Gallia' : null, upos: 'X', feats: '', source: 'lexicon' },
        card: cards[word],
        alternatives: word === 'gallia' ? [{ lemma: 'Gallia', lemmaKey: 'Gallia', upos: 'PROPN', feats: 'Case=Voc', source: 'lexicon', score: 0.1, card: card('nome proprio', 'Gallia', { caso: 'vocativo' }) }] : [],
      };
    }),
  };
}

function renderHome(who: FakeAccount, lang: 'lat' | 'grc' = 'lat') {
  const server = installFakeServer(who);
  server.on('POST /translate', (body) => ({ status: 200, body: { translatedText: `Traduzione di: ${String(body.text)}`, provider: 'embedded', notice: 'Traduzione letterale parola per parola.' } }));
  server.on('POST /api/analysis/start', () => ({ status: 200, body: { grant: 'g1', lang: 'lat', remaining: 4, expiresAt: '2030-01-01T00:00:00Z' } }));
  server.on('POST /api/analyze', (body) => ({ status: 200, body: rich(String(body.text)) }));
  server.on('POST /analyze/lemmas', (body) => ({ status: 200, body: { data: String(body.text).split(' ').map((w) => ({ lemma: w === 'Gallia' ? 'Gallia' : 'x', text: w.toLowerCase() })) } }));
  server.on('POST /save', () => ({ status: 200, body: { id: 'v1', timestamp: { _seconds: 1_770_000_000, _nanoseconds: 0 } } }));
  server.on('GET /history', () => ({ status: 200, body: [] }));
  const router = createMemoryRouter([{ path: '*', element: <TranslateHome lang={lang} /> }], { initialEntries: [lang === 'lat' ? '/' : '/greco'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return server;
}

const box = () => screen.getByPlaceholderText('Scrivi qui la tua versione di latino');
const ask = () => fireEvent.click(screen.getByRole('button', { name: 'Chiedi a Versio' }));
async function typeAndAsk(text: string) {
  await screen.findByRole('link', { name: /Scopri plus|Vai alle lezioni/ }).catch(() => null);
  fireEvent.change(box(), { target: { value: text } });
  ask();
}

describe('the text box', () => {
  test('8 rows, 1500 characters, a visible counter, the per-language placeholder', () => {
    renderHome(createAccount('anonymous'));
    expect([box().getAttribute('rows'), box().getAttribute('maxLength')]).toEqual(['8', '1500']);
    fireEvent.change(box(), { target: { value: 'Arma virumque cano' } });
    expect(screen.getByText('18/1500')).toBeTruthy();
  });

  test('Greek: its placeholder, the beta notice', () => {
    renderHome(createAccount('anonymous'), 'grc');
    expect(screen.getByPlaceholderText('Scrivi qui la tua versione di greco')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/^Il greco è in versione beta/);
  });
});

describe('blocked requests', () => {
  test('anonymous: the signup popup opens and nothing is sent', async () => {
    const server = renderHome(createAccount('anonymous'));
    await typeAndAsk(GALLIA);
    expect(await screen.findByRole('dialog', { name: 'Registrati' })).toBeTruthy();
    expect(server.bodiesOf('POST /translate')).toEqual([]);
  });

  test('terms not accepted: the terms popup', async () => {
    const server = renderHome({ ...createAccount('normal'), userData: createUserData({ termsAccepted: false }) });
    await waitFor(() => expect(server.calls.some((c) => c.path === '/user/data')).toBe(true));
    await typeAndAsk(GALLIA);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(server.bodiesOf('POST /translate')).toEqual([]);
  });

  test('empty text, then the same text twice', async () => {
    const server = renderHome(createAccount('normal'));
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    ask();
    expect((await screen.findByRole('alert')).textContent).toBe('Cosa vuoi chiedere a Versio?');
    await typeAndAsk(GALLIA);
    await screen.findByText(`Traduzione di: ${GALLIA}`);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    expect((screen.getByRole('button', { name: 'Chiedi a Versio' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box(), { target: { value: `${GALLIA}.` } });
    expect((screen.getByRole('button', { name: 'Chiedi a Versio' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(box(), { target: { value: GALLIA } });
    ask();
    expect((await screen.findByText('Cambia il testo da chiedere a Versio!')).getAttribute('role')).toBe('alert');
  });
});

describe('a normal student translates and analyses', () => {
  test('translation with the literal notice, then the analysis: chips, search, cards, hints, the save', async () => {
    const server = renderHome(createAccount('normal'));
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(GALLIA);
    expect(await screen.findByText(`Traduzione di: ${GALLIA}`)).toBeTruthy();
    expect(screen.getByText('Traduzione letterale parola per parola.')).toBeTruthy();
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    expect(server.bodiesOf('POST /api/analysis/start')).toEqual([{ text: GALLIA, lang: 'lat' }]);
    expect(server.bodiesOf('POST /api/analyze')).toEqual([{ text: GALLIA, lang: 'lat', grant: 'g1' }]);
    expect(server.bodiesOf('POST /analyze/lemmas')).toEqual([{ text: GALLIA, lang: 'lat', grant: 'g1' }]);
    const saved = server.bodiesOf('POST /save')[0] as { input: string; analysis: { words: Record<string, unknown> } };
    expect([saved.input, Object.keys(saved.analysis.words)]).toEqual([GALLIA, ['gallia', 'est', 'omnis', 'divisa']]);

    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    const chips = within(screen.getByRole('group', { name: 'Parte del discorso' })).getAllByRole('button').map((b) => b.textContent);
    expect(chips).toEqual(['All', 'sostantivo', 'verbo', 'aggettivo']);
    fireEvent.click(screen.getByRole('button', { name: 'verbo' }));
    expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual(['estverbo', 'divisaverbo participio']);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca una parola' }), { target: { value: 'GA' } });
    const gallia = screen.getByRole('button', { name: /gallia/ });
    fireEvent.click(gallia);
    expect(gallia.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('1ª declinazione')).toBeTruthy();
    expect(screen.getByText('nominativo, singolare')).toBeTruthy();
    expect(screen.getByText('Altre letture possibili')).toBeTruthy();
    expect(screen.getByText('Cerca come:', { exact: false })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca una parola' }), { target: { value: 'xyz' } });
    expect(screen.getByText('Nessuna parola trovata.')).toBeTruthy();
    expect(window.localStorage.getItem('inputText')).toBe(GALLIA);
    expect(JSON.parse(window.localStorage.getItem('displayedTranslationLatin') ?? '{}').translatedText).toBe(`Traduzione di: ${GALLIA}`);
    expect(Object.keys(JSON.parse(window.localStorage.getItem('displayedAnalysis') ?? '{}'))).toHaveLength(4);
  });

  test('est: lemma without digits, "3ª persona", and hint links to /pay when its lemma was not looked up', async () => {
    const server = renderHome(createAccount('normal'));
    server.on('POST /analyze/lemmas', () => ({ status: 200, body: { data: [] } }));
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(GALLIA);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    fireEvent.click(screen.getByRole('button', { name: /^est/ }));
    expect(screen.getByText('sum')).toBeTruthy();
    expect(screen.getByText('3ª persona')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Come lo cerco sul vocabolario?' }).getAttribute('href')).toBe('/pay');
  });

  test('font size: 16 by default, + and − by 2', async () => {
    renderHome(createAccount('normal'));
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(GALLIA);
    const text = await screen.findByText(`Traduzione di: ${GALLIA}`);
    expect(text.style.fontSize).toBe('16px');
    fireEvent.click(screen.getByRole('button', { name: 'Ingrandisci il testo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ingrandisci il testo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Riduci il testo' }));
    expect(text.style.fontSize).toBe('18px');
  });

  test('no Latin credit left: the monthly-limit message with "Passa a plus", no analysis call, saved without analysis', async () => {
    const server = renderHome({ ...createAccount('normal'), userData: createUserData({ latinoCount: 0 }) });
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(GALLIA);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    expect(screen.getByRole('alert').textContent).toBe('Hai raggiunto il limite di analisi di latino per questo mese! Passa a plus');
    expect(screen.getByRole('link', { name: 'Passa a plus' }).getAttribute('href')).toBe('/pay');
    expect(server.bodiesOf('POST /api/analysis/start')).toEqual([]);
    expect((server.bodiesOf('POST /save')[0] as { analysis: unknown }).analysis).toBeNull();
  });
});

describe('errors of spec §8', () => {
  test.each([
    [400, 'Versio traduce solo testi latini!'],
    [429, 'Versio ha lavorato troppo per te oggi, torna domani.'],
    [500, 'Versio si è perso nel labirinto e non può aiutarti ora.'],
    [503, 'Versio si è perso nel labirinto e non può aiutarti ora.'],
  ])('/translate answers %i: %s', async (status, message) => {
    const server = renderHome(createAccount('normal'));
    server.on('POST /translate', () => ({ status, body: error('x') }));
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(GALLIA);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(server.bodiesOf('POST /save')).toEqual([]);
  });

  test('no answer at all: "Versio non risponde"', async () => {
    const server = renderHome(createAccount('normal'));
    server.on('POST /translate', () => {
      throw new TypeError('Failed to fetch');
    });
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(GALLIA);
    expect((await screen.findByRole('alert')).textContent).toBe('Versio non risponde');
  });
});

test('a saved version reopens from the history with its translation and analysis', async () => {
  const server = renderHome(createAccount('premium'));
  server.on('GET /history', () => ({
    status: 200,
    body: [{
      id: 'v9', lang: 'lat', input: 'Arma virumque cano', translation: 'Canto le armi e l’uomo', timestamp: { _seconds: 1_770_000_000, _nanoseconds: 0 },
      analysis: { words: { arma: { word: 'arma', lemmaKey: 'arma', uncertain: false, alternatives: [], card: card('sostantivo', 'arma', { declinazione: '2ª declinazione' }) } }, lemmas: [] },
    }],
  }));
  fireEvent.click(await screen.findByRole('button', { name: /Arma virumque cano/ }));
  expect((box() as HTMLTextAreaElement).value).toBe('Arma virumque cano');
  expect(screen.getByText('Canto le armi e l’uomo')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
  fireEvent.click(screen.getByRole('button', { name: /arma/ }));
  expect(screen.getByText('Cerca come:', { exact: false }).textContent).toContain('arma');
});
