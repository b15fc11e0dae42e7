import { useId, useMemo, useState } from 'react';
import type { AnalysisResult, Lang, LemmaEntry } from '../api/analysis-types';
import { ALL_CHIP, filterOccurrences, listPosChips } from '../model/word-entries';
import { WordCard } from './word-card';
import './analysis.css';

type Props = { lang: Lang; analysis: AnalysisResult; lemmas: LemmaEntry[]; premium: boolean };

/**
 * Spec §2 analysis panel: 'Cerca una parola', the pos chips, a card for every occurrence in text order
 * (a word that comes back is read again in its own sentence), 'Nessuna parola trovata.'
 */
export function AnalysisPanel({ lang, analysis, lemmas, premium }: Props) {
  const [search, setSearch] = useState('');
  const [chip, setChip] = useState<string>(ALL_CHIP);
  const searchId = useId();
  const chips = useMemo(() => listPosChips(analysis.occurrences), [analysis]);
  const shown = filterOccurrences(analysis.occurrences, search, chips.includes(chip) ? chip : ALL_CHIP);
  const headwords = useMemo(() => new Map(lemmas.map((entry) => [entry.text, entry.lemma])), [lemmas]);
  const sentences = useMemo(() => new Map(analysis.sentences.map((sentence) => [sentence.index, sentence])), [analysis]);
  return (
    <div className="analysis-panel">
      <label className="visually-hidden" htmlFor={searchId}>Cerca una parola</label>
      <input
        id={searchId}
        type="search"
        className="analysis-panel__search"
        placeholder="Cerca una parola"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="analysis-panel__chips" role="group" aria-label="Parte del discorso">
        {chips.map((name) => (
          <button key={name} type="button" className="chip" aria-pressed={chip === name} onClick={() => setChip(name)}>
            {name}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="analysis-panel__empty">Nessuna parola trovata.</p>
      ) : (
        <ul className="analysis-panel__list">
          {shown.map(({ occurrence, index }) => (
            <WordCard
              key={index}
              occurrence={occurrence}
              sentence={sentences.get(occurrence.sentence) ?? null}
              lang={lang}
              premium={premium}
              lookedUp={headwords.get(occurrence.word) ?? null}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
