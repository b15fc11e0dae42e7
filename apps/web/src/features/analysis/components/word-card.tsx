import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Lang, WordCard as Card, WordEntry } from '../api/analysis-types';
import { describeInflection, describePersona, joinOtherFeatures, stripLemma } from '../model/word-entries';
import { ParadigmTable } from './paradigm-table';

type Props = {
  entry: WordEntry;
  lang: Lang;
  /** Premium and lifetime: 'Cerca come:' and the tags; normal: hint links to /pay. */
  premium: boolean;
  /** The dictionary headword from /analyze/lemmas, when it was looked up for this word. */
  lookedUp: string | null;
};

/** One word of the analysis: collapsed to its form and pos, expanded to the card of spec §2. */
export function WordCard({ entry, lang, premium, lookedUp }: Props) {
  const [open, setOpen] = useState(false);
  const [showParadigm, setShowParadigm] = useState(false);
  const detailsId = useId();
  const { card } = entry;
  const headword = lookedUp ?? (premium ? card.cercaCome : null);
  return (
    <li className="word-card">
      <h3 className="word-card__title">
        <button type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          <span className="word-card__word" lang={lang === 'lat' ? 'la' : 'grc'}>{entry.word}</span>
          <span className="word-card__pos">{card.pos}</span>
        </button>
      </h3>
      {open && (
        <div id={detailsId} className="word-card__details">
          <CardLines card={card} />
          {headword ? (
            <p className="word-card__lookup">
              Cerca come: <strong>{stripLemma(headword)}</strong>
              {premium && <InflectionTags card={card} />}
            </p>
          ) : (
            <ul className="word-card__hints">
              <li><Link to="/pay">Come lo cerco sul vocabolario?</Link></li>
              <li><Link to="/pay">Sblocca il lemma da cercare e le {lang === 'lat' ? 'declinazioni' : 'forme del paradigma'} con plus</Link></li>
            </ul>
          )}
          {entry.lemmaKey && (
            <button type="button" className="button button--ghost" aria-expanded={showParadigm} onClick={() => setShowParadigm(!showParadigm)}>
              {showParadigm ? 'Nascondi il paradigma' : 'Mostra il paradigma completo'}
            </button>
          )}
          {showParadigm && entry.lemmaKey && <ParadigmTable lang={lang} lemmaKey={entry.lemmaKey} />}
          {entry.uncertain && entry.alternatives.length > 0 && (
            <div className="word-card__alternatives">
              <h4>Altre letture possibili</h4>
              <ul>
                {entry.alternatives.map((alternative, index) => (
                  <li key={index}>
                    <strong>{alternative.card.pos}</strong> · {stripLemma(alternative.card.lemma)}
                    {joinOtherFeatures(alternative.card) && ` · ${joinOtherFeatures(alternative.card)}`}
                    {describePersona(alternative.card) && ` · ${describePersona(alternative.card)}`}
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

function CardLines({ card }: { card: Card }) {
  const inflection = describeInflection(card);
  const persona = describePersona(card);
  const others = joinOtherFeatures(card);
  return (
    <dl className="word-card__lines">
      <dt>pos</dt>
      <dd>{card.pos}</dd>
      <dt>lemma</dt>
      <dd>{stripLemma(card.lemma)}</dd>
      {inflection && (
        <>
          <dt>{inflection.label}</dt>
          <dd>{inflection.value}</dd>
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
