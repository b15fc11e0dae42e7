import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import type { AnalysisResult, Occurrence, WordCard } from '../api/analysis-types';
import { AnalysisPanel } from './analysis-panel';

const card = (pos: string, lemma: string, extra: Partial<WordCard> = {}): WordCard =>
  ({ pos, lemma, significato: `significato di ${lemma}`, cercaCome: lemma, dizionario: `${lemma}, dizionario`, incerto: false, ...extra });

function occurrence(form: string, start: number, sentence: number, wordCard: WordCard, extra: Partial<Occurrence> = {}): Occurrence {
  return { form, word: form.toLowerCase(), start, end: start + form.length, sentence, card: wordCard, lemmaKey: wordCard.lemma, ...extra };
}

// "Caesar constructor est. Constructor venit."
const ANALYSIS: AnalysisResult = {
  occurrences: [
    occurrence('Caesar', 0, 0, card('nome proprio', 'Caesar')),
    occurrence('constructor', 7, 0, card('sostantivo', 'constructor', { declinazione: '3ª declinazione', caso: 'nominativo' }), {
      alternatives: [{ pos: 'sostantivo', lemma: 'constructor', tratti: 'vocativo, singolare' }],
    }),
    occurrence('est', 19, 0, card('verbo', 'sum1')),
    occurrence('Constructor', 24, 1, card('sostantivo', 'constructor', { declinazione: '3ª declinazione', caso: 'nominativo' })),
    occurrence('venit', 36, 1, card('verbo', 'venio')),
  ],
  sentences: [{ index: 0, start: 0, text: 'Caesar constructor est.' }, { index: 1, start: 24, text: 'Constructor venit.' }],
};

function renderPanel(premium: boolean, lemmas: { lemma: string; text: string }[] = []) {
  const router = createMemoryRouter([{ path: '*', element: <AnalysisPanel lang="lat" analysis={ANALYSIS} lemmas={lemmas} premium={premium} /> }]);
  render(<RouterProvider router={router} />);
}

const cardOf = (name: RegExp, nth = 0) => {
  const button = screen.getAllByRole('button', { name })[nth]!;
  fireEvent.click(button);
  return within(button.closest('li')!);
};

test('a card for every occurrence in text order; a word named like an Object.prototype property is one of them', () => {
  renderPanel(false);
  expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.querySelector('.word-card__word')?.textContent))
    .toEqual(['caesar', 'constructor', 'est', 'constructor', 'venit']);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca una parola' }), { target: { value: 'constructor' } });
  expect(screen.getAllByRole('button', { name: /constructor/ })).toHaveLength(2);
});

test('each card shows its own sentence, the word marked where it stands', () => {
  renderPanel(true);
  const second = cardOf(/constructor/, 1);
  expect(second.getByText('Constructor', { selector: 'mark' }).parentElement?.textContent).toBe('Constructor venit.');
  const first = cardOf(/constructor/, 0);
  expect(first.getByText('constructor', { selector: 'mark' }).parentElement?.textContent).toBe('Caesar constructor est.');
});

test('an uncertain word lists its other readings; a normal student reads them without their lemma', () => {
  renderPanel(false);
  const details = cardOf(/constructor/, 0);
  expect(details.getByText('Altre letture possibili').nextElementSibling?.textContent).toBe('sostantivo · vocativo, singolare');
});

test.each([
  [true, [], 'constructor', []],
  [false, [{ lemma: 'constructor', text: 'constructor' }], 'constructor', ['Passa a plus per vedere la declinazione']],
  [false, [], null, ['Passa a plus per vedere il lemma', 'Passa a plus per vedere la declinazione', 'Come lo cerco sul vocabolario?']],
])('premium %s, looked up %j: "Cerca come: %s", links %j', (premium, lemmas, lookup, links) => {
  renderPanel(premium, lemmas);
  const details = cardOf(/constructor/, 0);
  expect(details.queryByText(/Cerca come/)?.querySelector('strong')?.textContent ?? null).toBe(lookup);
  expect(details.queryAllByRole('link').map((link) => link.textContent)).toEqual(links);
  for (const link of details.queryAllByRole('link')) expect(link.getAttribute('href')).toBe('/pay');
});
