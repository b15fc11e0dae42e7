import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { AnalysisSentence, Lang, Occurrence, WordCard as Card } from '../api/analysis-types';
import { describeInflection, describePersona, joinOtherFeatures, stripLemma } from '../model/word-entries';
import { ParadigmTable } from './paradigm-table';

type Props = {
  occurrence: Occurrence;
  /** The sentence the occurrence belongs to, when known (versions saved before sentences have none). */
  sentence: AnalysisSentence | null;
  lang: Lang;
  /** Premium and lifetime: the lemma with 'Cerca come:', the declension as tags, the paradigm. */
  premium: boolean;
  /** The headword looked up for this word (spec §4: a normal user's first five words), or null. */
  lookedUp: string | null;
};

/**
 * One occurrence of the analysis: collapsed to its form and pos, expanded to the card of spec §2. For
 * normal users hint links to /pay take the place of the lemma and declension details (spec §6), but for
 * the words whose lemma was looked up.
 */
export function WordCard({ occurrence, sentence, lang, premium, lookedUp }: Props) {
  const [open, setOpen] = useState(false);
  const [showParadigm, setShowParadigm] = useState(false);
  const detailsId = useId();
  const { card } = occurrence;
  const headword = premium ? card.cercaCome : lookedUp;
  const language = lang === 'lat' ? 'la' : 'grc';
  return (
    <li className="word-card">
      <h3 className="word-card__title">
        <button type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          <span className="word-card__word" lang={language}>{occurrence.word}</span>
          <span className="word-card__pos">{card.pos}</span>
        </button>
      </h3>
      {open && (
        <div id={detailsId} className="word-card__details">
          <CardLines card={card} lang={lang} showLemma={headword !== null} showInflection={premium} />
          {headword ? (
            <p className="word-card__lookup">
              Cerca come: <strong lang={language}>{stripLemma(headword)}</strong>
              {premium && <InflectionTags card={card} />}
            </p>
          ) : (
            <p className="word-card__hints">
              <Link to="/pay">Come lo cerco sul vocabolario?</Link>
            </p>
          )}
          {premium && occurrence.lemmaKey && (
            <button type="button" className="button button--ghost" aria-expanded={showParadigm} onClick={() => setShowParadigm(!showParadigm)}>
              {showParadigm ? 'Nascondi il paradigma' : 'Mostra il paradigma completo'}
            </button>
          )}
          {premium && showParadigm && occurrence.lemmaKey && <ParadigmTable lang={lang} lemmaKey={occurrence.lemmaKey} />}
          {sentence && <SentenceLine sentence={sentence} occurrence={occurrence} language={language} />}
          {occurrence.alternatives && occurrence.alternatives.length > 0 && (
            <div className="word-card__alternatives">
              <h4>Altre letture possibili</h4>
              <ul>
                {occurrence.alternatives.map((alternative, index) => (
                  <li key={index}>
                    <strong>{alternative.pos}</strong>
                    {headword !== null && ` · ${stripLemma(alternative.lemma)}`}
                    {alternative.tratti && ` · ${alternative.tratti}`}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </li>
  );
}

type LinesProps = { card: Card; lang: Lang; showLemma: boolean; showInflection: boolean };

function CardLines({ card, lang, showLemma, showInflection }: LinesProps) {
  const inflection = describeInflection(card);
  const persona = describePersona(card);
  const others = joinOtherFeatures(card);
  return (
    <dl className="word-card__lines">
      <dt>pos</dt>
      <dd>{card.pos}</dd>
      <dt>lemma</dt>
      <dd>{showLemma ? stripLemma(card.lemma) : <Link to="/pay">Passa a plus per vedere il lemma</Link>}</dd>
      {inflection && (
        <>
          <dt>{inflection.label}</dt>
          <dd>
            {showInflection ? inflection.value : (
              <Link to="/pay">Passa a plus per vedere {lang === 'lat' ? 'la declinazione' : 'il paradigma'}</Link>
            )}
          </dd>
        </>
      )}
      <dt>significato</dt>
      <dd>{card.significato || '—'}</dd>
      {persona && (
        <>
          <dt>persona</dt>
          <dd>{persona}</dd>
        </>
      )}
      {others && (
        <>
          <dt>altro</dt>
          <dd>{others}</dd>
        </>
      )}
    </dl>
  );
}

/** The sentence of the occurrence, the word marked where it stands. */
function SentenceLine({ sentence, occurrence, language }: { sentence: AnalysisSentence; occurrence: Occurrence; language: string }) {
  const from = occurrence.start - sentence.start;
  const to = occurrence.end - sentence.start;
  const inside = from >= 0 && to <= sentence.text.length && from < to;
  return (
    <p className="word-card__sentence">
      <span className="word-card__sentence-label">Nella frase: </span>
      <q lang={language}>
        {inside ? (
          <>
            {sentence.text.slice(0, from)}
            <mark>{sentence.text.slice(from, to)}</mark>
            {sentence.text.slice(to)}
          </>
        ) : sentence.text}
      </q>
    </p>
  );
}

function InflectionTags({ card }: { card: Card }) {
  const inflection = describeInflection(card);
  const tags = [card.dizionario, inflection?.value].filter((tag): tag is string => Boolean(tag));
  return (
    <span className="word-card__tags">
      {tags.map((tag) => (
        <span key={tag} className="word-card__tag">{tag}</span>
      ))}
    </span>
  );
}
