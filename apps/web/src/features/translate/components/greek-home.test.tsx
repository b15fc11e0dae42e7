// /greco works as the Latin home (decision 038): the analysis in chunks with its Greek credit, the cards
// with their Greek lines (paradigma), the chips, the search (a word typed without accents finds it),
// the paradigm, the history; and no "not available" notice any more.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { createAccount, createUserData, installFakeServer, type FakeAccount } from '../../../testing/fake-server';
import { TranslateHome } from './translate-home';

const TEXT = 'Ὁ στρατηγὸς τοὺς στρατιώτας ἤγαγεν.';

const card = (pos: string, lemma: string, extra: Record<string, string> = {}) => ({
  pos, lemma, significato: `significato di ${lemma}`, cercaCome: lemma, dizionario: lemma, incerto: false, ...extra,
});

const OCCURRENCES = [
  { form: 'Ὁ', word: 'ὁ', start: 0, end: 1, lemmaKey: 'ὁ', card: card('articolo determinativo', 'ὁ', { caso: 'nominativo', numero: 'singolare', genere: 'maschile' }) },
  { form: 'στρατηγὸς', word: 'στρατηγὸς', start: 2, end: 11, lemmaKey: 'στρατηγός', card: card('sostantivo', 'στρατηγός', { caso: 'nominativo', numero: 'singolare' }) },
  { form: 'τοὺς', word: 'τοὺς', start: 12, end: 16, lemmaKey: 'ὁ', card: card('articolo determinativo', 'ὁ', { caso: 'accusativo', numero: 'plurale' }) },
  {
    form: 'στρατιώτας', word: 'στρατιώτας', start: 17, end: 27, lemmaKey: 'στρατιώτης',
    card: card('sostantivo', 'στρατιώτης', { paradigma: '1ª declinazione maschile', caso: 'accusativo', numero: 'plurale', genere: 'maschile' }),
  },
  { form: 'ἤγαγεν', word: 'ἤγαγεν', start: 28, end: 34, lemmaKey: 'ἄγω', card: card('verbo', 'ἄγω', { persona: '3ª', modo: 'indicativo', tempo: 'aoristo' }) },
].map((occurrence) => ({ ...occurrence, sentence: 0 }));

const PARADIGM = { key: 'στρατιώτης', title: 'στρατιώτης, -ου, ὁ', sections: [{ title: 'Plurale', rows: [{ label: 'accusativo', forms: ['στρατιώτας'] }] }] };

function renderGreekHome(who: FakeAccount) {
  const server = installFakeServer(who);
  server.on('POST /translate', (body) => ({ status: 200, body: { translatedText: `Traduzione di: ${String(body.text)}`, provider: 'embedded' } }));
  server.on('POST /api/analysis/start', () => ({ status: 200, body: { grant: 'g-greco', lang: 'grc', remaining: 3, expiresAt: '2030-01-01T00:00:00Z', chunks: 1 } }));
  server.on('POST /api/analysis/chunk', () => ({ status: 200, body: { chunk: 0, chunks: 1, occurrences: OCCURRENCES, sentences: [{ index: 0, start: 0, text: TEXT }] } }));
  server.on('POST /save', () => ({ status: 200, body: { id: 'v1', timestamp: { _seconds: 1_770_000_000, _nanoseconds: 0 } } }));
  server.on('GET /history', () => ({ status: 200, body: [] }));
  server.on(`GET /api/paradigm/grc/${encodeURIComponent('στρατιώτης')}`, () => ({ status: 200, body: PARADIGM }));
  const router = createMemoryRouter([{ path: '*', element: <TranslateHome lang="grc" /> }], { initialEntries: ['/greco'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return server;
}

const box = () => screen.getByPlaceholderText('Scrivi qui la tua versione di greco');
async function typeAndAsk(text: string) {
  await screen.findByRole('heading', { name: 'Le tue ultime versioni' });
  fireEvent.change(box(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Chiedi a Versio' }));
}
const search = (value: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca una parola' }), { target: { value } });
const cardTitles = () => screen.getAllByRole('button', { expanded: false }).map((button) => button.querySelector('.word-card__word')?.textContent);

describe('a Greek version on /greco', () => {
  test('the Greek credit is spent and the cards arrive: chips, no "not available" notice, the save with the analysis', async () => {
    const server = renderGreekHome(createAccount('normal'));
    await typeAndAsk(TEXT);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    expect(server.bodiesOf('POST /api/analysis/start')).toEqual([{ text: TEXT, lang: 'grc' }]);
    expect(server.bodiesOf('POST /api/analysis/chunk')).toEqual([{ grant: 'g-greco', chunk: 0 }]);
    const saved = server.bodiesOf('POST /save')[0] as { lang: string; analysis: { occurrences: unknown[] } | null };
    expect([saved.lang, saved.analysis?.occurrences]).toEqual(['grc', expect.arrayContaining([expect.objectContaining({ word: 'στρατιώτας' })])]);
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    expect(screen.queryByText(/non è ancora disponibile/)).toBeNull();
    const chips = within(screen.getByRole('group', { name: 'Parte del discorso' })).getAllByRole('button').map((b) => b.textContent);
    expect(chips).toEqual(['All', 'articolo', 'sostantivo', 'verbo']);
    fireEvent.click(screen.getByRole('button', { name: 'sostantivo' }));
    expect(cardTitles()).toEqual(['στρατηγὸς', 'στρατιώτας']);
    expect(JSON.parse(window.localStorage.getItem('displayedAnalysisGreek') ?? '{}').occurrences).toHaveLength(5);
  });

  test.each([
    ['στρατιω', ['στρατιώτας']],
    ['ΣΤΡΑΤ', ['στρατηγὸς', 'στρατιώτας']],
    ['ηγαγ', ['ἤγαγεν']],
    ['ο', ['ὁ']],
  ])('the search %j, typed without accents or in capitals, finds %j', async (typed, found) => {
    const server = renderGreekHome(createAccount('normal'));
    await typeAndAsk(TEXT);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    search(typed);
    expect(cardTitles()).toEqual(found);
  });

  test('a text typed without accents is sent as typed', async () => {
    const server = renderGreekHome(createAccount('normal'));
    await typeAndAsk('ο στρατηγος ηγαγεν');
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    expect(server.bodiesOf('POST /api/analysis/start')).toEqual([{ text: 'ο στρατηγος ηγαγεν', lang: 'grc' }]);
  });

  test('premium: the Greek card with its paradigm line and tags, "Cerca come:", and the paradigm table', async () => {
    const server = renderGreekHome(createAccount('premium'));
    await typeAndAsk(TEXT);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    fireEvent.click(screen.getByRole('button', { name: /^στρατιώτας/ }));
    const details = within(screen.getByRole('button', { name: /^στρατιώτας/ }).closest('li')!);
    expect(details.getByText('paradigma', { selector: 'dt' })).toBeTruthy();
    expect(details.getByText('1ª declinazione maschile', { selector: 'dd' })).toBeTruthy();
    expect(details.getByText('1ª declinazione maschile', { selector: '.word-card__tag' })).toBeTruthy();
    expect(details.getByText('accusativo, plurale, maschile')).toBeTruthy();
    expect(details.getByText(/Cerca come/).textContent).toMatch(/^Cerca come: στρατιώτης/);
    fireEvent.click(details.getByRole('button', { name: 'Mostra il paradigma completo' }));
    const table = await details.findByRole('region', { name: 'Paradigma di στρατιώτης, -ου, ὁ' });
    expect(within(table).getByText('στρατιώτας').getAttribute('lang')).toBe('grc');
  });

  test('normal student: the paradigm line is a hint to /pay, with the Greek wording', async () => {
    const server = renderGreekHome(createAccount('normal'));
    await typeAndAsk(TEXT);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    fireEvent.click(screen.getByRole('button', { name: /^στρατιώτας/ }));
    const details = within(screen.getByRole('button', { name: /^στρατιώτας/ }).closest('li')!);
    expect(details.getByRole('link', { name: 'Passa a plus per vedere il paradigma' }).getAttribute('href')).toBe('/pay');
  });

  test('no Greek credit left: the Greek monthly-limit message, no analysis call', async () => {
    const server = renderGreekHome({ ...createAccount('normal'), userData: createUserData({ grecoCount: 0 }) });
    await typeAndAsk(TEXT);
    await waitFor(() => expect(server.bodiesOf('POST /save')).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    expect(screen.getByRole('alert').textContent).toBe('Hai raggiunto il limite di analisi di greco per questo mese! Passa a plus');
    expect(server.bodiesOf('POST /api/analysis/start')).toEqual([]);
  });

  test('a Greek version reopens from the history with its cards', async () => {
    const server = renderGreekHome(createAccount('premium'));
    server.on('GET /history', () => ({
      status: 200,
      body: [{
        id: 'v7', lang: 'grc', input: TEXT, translation: 'Il generale condusse i soldati.', timestamp: { _seconds: 1_770_000_000, _nanoseconds: 0 },
        analysis: { occurrences: OCCURRENCES, sentences: [{ index: 0, start: 0, text: TEXT }], lemmas: [] },
      }],
    }));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(TEXT.slice(0, 10)) }));
    expect((box() as HTMLTextAreaElement).value).toBe(TEXT);
    expect(screen.getByText('Il generale condusse i soldati.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Analisi' }));
    expect(cardTitles()).toEqual(['ὁ', 'στρατηγὸς', 'τοὺς', 'στρατιώτας', 'ἤγαγεν']);
    expect(server.bodiesOf('POST /api/analysis/start')).toEqual([]);
  });
});
