import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createAccount, createUserData, error, installFakeServer, type FakeAccount } from '../../../testing/fake-server';
import { TranslateHome } from './translate-home';

const GALLIA = 'Gallia est omnis divisa';

const card = (pos: string, lemma: string, extra: Record<string, string> = {}) => ({
  pos, lemma, significato: `significato di ${lemma}`, cercaCome: lemma, dizionario: `${lemma}, dizionario`, incerto: false, ...extra,
});

const CARDS = new Map([
  ['gallia', card('sostantivo', 'Gallia', { declinazione: '1ª declinazione', caso: 'nominativo', numero: 'singolare' })],
  ['est', card('verbo', 'sum1', { persona: '3ª', modo: 'indicativo', tempo: 'presente' })],
  ['omnis', card('aggettivo', 'omnis', { declinazione: '3ª declinazione' })],
  ['divisa', card('verbo participio', 'divido', {})],
  ['in', card('preposizione', 'in', {})],
  ['partes', card('sostantivo', 'pars', { declinazione: '3ª declinazione', caso: 'accusativo', numero: 'plurale' })],
  ['tres', card('aggettivo', 'tres', { declinazione: 'numerale' })],
]);

/** The fake server's analysis of `text`: one occurrence per word, a sentence per '.', 20 words a chunk. */
function chunkOf(text: string, chunk: number) {
  const words = Array.from(text.matchAll(/\S+/g), (m) => ({ form: m[0].replace(/[.,]/g, ''), start: m.index, end: m.index + m[0].replace(/[.,]/g, '').length, ends: /\.$/.test(m[0]) }));
  let sentence = 0;
  const all = words.map((w) => {
    const word = w.form.toLowerCase();
    const o = {
      form: w.form, word, start: w.start, end: w.end, sentence, lemmaKey: word === 'gallia' ? 'Gallia' : word,
      card: CARDS.get(word) ?? card('sostantivo', word),
      ...(word === 'gallia' ? { alternatives: [{ pos: 'nome proprio', lemma: 'Gallia', tratti: 'vocativo' }] } : {}),
    };
    if (w.ends) sentence += 1;
    return o;
  });
  const occurrences = all.slice(chunk * 20, chunk * 20 + 20);
  const sentenceText = (index: number) => text.split(/(?<=\.)\s+/)[index] ?? text;
  const indexes = [...new Set(occurrences.map((o) => o.sentence))];
  return {
    chunk, chunks: Math.ceil(all.length / 20), occurrences,
    sentences: indexes.map((index) => ({ index, start: text.indexOf(sentenceText(index)), text: sentenceText(index) })),
  };
}

function renderHome(who: FakeAccount, lang: 'lat' | 'grc' = 'lat') {
  const server = installFakeServer(who);
  let analysed = '';
  server.on('POST /translate', (body) => ({ status: 200, body: { translatedText: `Traduzione di: ${String(body.text)}`, provider: 'embedded', notice: 'Traduzione letterale parola per parola.' } }));
  server.on('POST /api/analysis/start', (body) => {
    analysed = String(body.text);
    return { status: 200, body: { grant: 'g1', lang: 'lat', remaining: 4, expiresAt: '2030-01-01T00:00:00Z', chunks: chunkOf(analysed, 0).chunks } };
  });
  server.on('POST /api/analysis/chunk', (body) => ({ status: 200, body: chunkOf(analysed, Number(body.chunk)) }));
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

  test('"Accetta e continua" accepts the terms and goes on with the translation that opened the popup', async () => {
    const server = renderHome({ ...createAccount('normal'), userData: createUserData({ termsAccepted: false }) });
    server.on('POST /user/terms-accepted', () => ({ status: 200, body: { termsAccepted: true } }));
    await waitFor(() => expect(server.calls.some((c) => c.path === '/user/data')).toBe(true));
    await typeAndAsk(GALLIA);
    const dialog = await screen.findByRole('dialog', { name: 'Termini e condizioni' });
    fireEvent.click(within(dialog).getByLabelText('Accetto i Termini e Condizioni'));
    fireEvent.click(within(dialog).getByLabelText(/Acconsento al trattamento/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accetta e continua' }));
    expect(await screen.findByText(`Traduzione di: ${GALLIA}`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.bodiesOf('POST /translate')).toEqual([{ text: GALLIA, lang: 'lat' }]);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
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
  test('translation with the literal notice, then the analysis: chips, search, cards, the save', async () => {
    const server = renderHome(createAccount('normal'));
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(GALLIA);
    expect(await screen.findByText(`Traduzione di: ${GALLIA}`)).toBeTruthy();
    expect(screen.getByText('Traduzione letterale parola per parola.')).toBeTruthy();
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    expect(server.bodiesOf('POST /api/analysis/start')).toEqual([{ text: GALLIA, lang: 'lat' }]);
    expect(server.bodiesOf('POST /api/analysis/chunk')).toEqual([{ grant: 'g1', chunk: 0 }]);
    const saved = server.bodiesOf('POST /save')[0] as { input: string; analysis: { occurrences: { word: string }[]; lemmas: { text: string }[] } };
    expect([saved.input, saved.analysis.occurrences.map((o) => o.word)]).toEqual([GALLIA, ['gallia', 'est', 'omnis', 'divisa']]);
    expect(saved.analysis.lemmas.map((entry) => entry.text)).toEqual(['gallia', 'est', 'omnis', 'divisa']);

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
    expect(screen.getByText('nominativo, singolare')).toBeTruthy();
    expect(screen.getByText('Altre letture possibili')).toBeTruthy();
    expect(screen.getByText('Cerca come:', { exact: false }).textContent).toBe('Cerca come: Gallia');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca una parola' }), { target: { value: 'xyz' } });
    expect(screen.getByText('Nessuna parola trovata.')).toBeTruthy();
    expect(window.localStorage.getItem('inputText')).toBe(GALLIA);
    expect(JSON.parse(window.localStorage.getItem('displayedTranslationLatin') ?? '{}').translatedText).toBe(`Traduzione di: ${GALLIA}`);
    expect(JSON.parse(window.localStorage.getItem('displayedAnalysis') ?? '{}').occurrences).toHaveLength(4);
  });

  test('every occurrence in text order, a repeated word twice, each with its sentence, across chunks', async () => {
    const text = `${'Gallia est omnis divisa in partes tres. '.repeat(3)}Gallia est.`;
    const server = renderHome(createAccount('normal'));
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(text);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    expect(server.bodiesOf('POST /api/analysis/chunk')).toEqual([{ grant: 'g1', chunk: 0 }, { grant: 'g1', chunk: 1 }]);
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    const words = screen.getAllByRole('button', { expanded: false }).map((b) => b.querySelector('.word-card__word')?.textContent);
    expect(words).toEqual([...'gallia est omnis divisa in partes tres '.repeat(3).trim().split(' '), 'gallia', 'est']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca una parola' }), { target: { value: 'gallia' } });
    const gallias = screen.getAllByRole('button', { name: /gallia/ });
    expect(gallias).toHaveLength(4);
    fireEvent.click(gallias[3]!);
    expect(screen.getByText('Nella frase:').parentElement?.textContent).toBe('Nella frase: Gallia est.');
    expect(screen.getByText('Gallia', { selector: 'mark' })).toBeTruthy();
  });

  test('normal student: hint links to /pay take the place of the lemma and declension past the first five words', async () => {
    const text = 'Gallia est omnis divisa in partes tres.';
    const server = renderHome(createAccount('normal'));
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(text);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    fireEvent.click(screen.getByRole('button', { name: /^partes/ }));
    const details = within(screen.getByRole('button', { name: /^partes/ }).closest('li')!);
    expect(details.queryByText('pars')).toBeNull();
    expect(details.queryByText('3ª declinazione')).toBeNull();
    expect(details.queryByText(/Cerca come/)).toBeNull();
    expect(details.queryByRole('button', { name: 'Mostra il paradigma completo' })).toBeNull();
    expect(details.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Passa a plus per vedere il lemma', '/pay'],
      ['Passa a plus per vedere la declinazione', '/pay'],
      ['Come lo cerco sul vocabolario?', '/pay'],
    ]);
    expect(details.getByText('accusativo, plurale')).toBeTruthy();
    // One of the first five words: its lemma was looked up (spec §4), shown without digits.
    fireEvent.click(screen.getByRole('button', { name: /^est/ }));
    const est = within(screen.getByRole('button', { name: /^est/ }).closest('li')!);
    expect(est.getByText('sum', { selector: 'dd' })).toBeTruthy();
    expect(est.getByText('3ª persona')).toBeTruthy();
    expect(est.getByText(/Cerca come/).textContent).toBe('Cerca come: sum');
    expect(est.queryByText('Passa a plus per vedere il lemma')).toBeNull();
  });

  test('premium student: lemma, "Cerca come:", the declension as tags and the paradigm, for every word', async () => {
    const text = 'Gallia est omnis divisa in partes tres.';
    const server = renderHome(createAccount('premium'));
    server.on('GET /api/paradigm/lat/partes', () => ({ status: 200, body: { key: 'pars', title: 'pars, partis', sections: [{ title: 'Singolare', rows: [{ label: 'nominativo', forms: ['pars'] }] }] } }));
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(text);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    fireEvent.click(screen.getByRole('button', { name: /^partes/ }));
    const details = within(screen.getByRole('button', { name: /^partes/ }).closest('li')!);
    expect(details.getByText('pars', { selector: 'dd' })).toBeTruthy();
    expect(details.getByText('3ª declinazione', { selector: 'dd' })).toBeTruthy();
    expect(details.getByText('3ª declinazione', { selector: '.word-card__tag' })).toBeTruthy();
    expect(details.queryByRole('link')).toBeNull();
    fireEvent.click(details.getByRole('button', { name: 'Mostra il paradigma completo' }));
    expect(await details.findByRole('region', { name: 'Paradigma di pars, partis' })).toBeTruthy();
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

describe('on a phone', () => {
  // jsdom has no layout: no media queries, no scrolling.
  const original = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });
  function pretendPhone(phone: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query === '(max-width: 760px)', media: query }));
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    return scrolled;
  }

  test.each([
    [true, 1],
    [false, 0],
  ])('phone %s: the page scrolls to the results when a request shows them (%i time)', async (phone, times) => {
    const scrolled = pretendPhone(phone);
    const server = renderHome(createAccount('normal'));
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(GALLIA);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    expect(scrolled).toHaveBeenCalledTimes(times);
    if (times) expect(scrolled.mock.instances[0]).toBe(document.querySelector('.translate-home__results'));
  });
});

describe('the server\'s answers of the analysis', () => {
  test('a busy server (503) for a chunk: asked again after Retry-After, the analysis completes', async () => {
    const server = renderHome(createAccount('normal'));
    let refused = false;
    server.on('POST /api/analysis/chunk', () => {
      if (refused) return { status: 200, body: chunkOf(GALLIA, 0) };
      refused = true;
      return { status: 503, headers: { 'Retry-After': '0' }, body: { error: { code: 'server_busy', message: 'occupato' } } };
    });
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(GALLIA);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    expect(server.bodiesOf('POST /api/analysis/chunk')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(4);
  });

  test.each([
    ['/api/analysis/start', 503, 'server_busy', 'Versio è molto richiesto in questo momento: riprova tra qualche secondo.', 2],
    ['/api/analysis/chunk', 503, 'server_busy', 'Versio è molto richiesto in questo momento: riprova tra qualche secondo.', 2],
    ['/api/analysis/chunk', 429, 'analysis_grant_exhausted', "Hai già ricevuto tutta l'analisi di questo testo: per rileggerla chiedi a Versio una nuova analisi.", 1],
  ])('%s answers %i %s: the analysis tab says so in Italian (after %i calls)', async (path, status, code, message, calls) => {
    const server = renderHome(createAccount('normal'));
    server.on(`POST ${path}`, () => ({ status, headers: { 'Retry-After': '0' }, body: { error: { code, message: 'x' } } }));
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(GALLIA);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    expect(server.bodiesOf(`POST ${path}`)).toHaveLength(calls);
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  test('/translate answers 400 invalid_text: the server\'s message, not "solo testi latini"', async () => {
    const server = renderHome(createAccount('normal'));
    server.on('POST /translate', () => ({ status: 400, body: error('invalid_text') }));
    await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
    await typeAndAsk(GALLIA);
    expect((await screen.findByRole('alert')).textContent).toBe('Il testo contiene caratteri non ammessi (caratteri di controllo o simboli spezzati): correggilo e riprova.');
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
