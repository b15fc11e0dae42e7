import { useState } from 'react';
import type { Lang } from '../../analysis/api/analysis-types';
import { ShareButton } from '../../share/components/share-button';
import type { Translation } from '../model/translate-flow';

/** Spec §5: default 16, step 2, from 6 to 54. */
export const FONT_SIZE = { initial: 16, step: 2, min: 6, max: 54 } as const;

type Props = { lang: Lang; translation: Translation | null; loading: boolean; error: string | null };

/** The heading of the working translation shown beside a model's translation (a study aid). */
export const STUDY_AID_TITLE = 'Traduzione di lavoro costruita dall’analisi';

/**
 * 'Traduzione del testo' with − and + for the font size, the translator's notice and sharing. A model's
 * translation comes first; the working translation built from the analysis follows it, for study.
 */
export function TranslationPanel({ lang, translation, loading, error }: Props) {
  const [fontSize, setFontSize] = useState<number>(FONT_SIZE.initial);
  const change = (delta: number) => setFontSize((size) => Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, size + delta)));
  return (
    <section className="translation-panel" aria-labelledby="translation-title">
      <div className="translation-panel__head">
        <h2 id="translation-title">Traduzione del testo</h2>
        <div className="translation-panel__size" role="group" aria-label="Dimensione del testo">
          <button type="button" aria-label="Riduci il testo" disabled={fontSize <= FONT_SIZE.min} onClick={() => change(-FONT_SIZE.step)}>
            −
          </button>
          <output aria-label="Dimensione del testo">{fontSize}</output>
          <button type="button" aria-label="Ingrandisci il testo" disabled={fontSize >= FONT_SIZE.max} onClick={() => change(FONT_SIZE.step)}>
            +
          </button>
        </div>
      </div>
      {error && <p role="alert" className="flow-error">{error}</p>}
      {loading && !translation && <p role="status">Versio sta traducendo…</p>}
      {translation && (
        <>
          {translation.notice && <p className="translation-panel__notice" role="note">{translation.notice}</p>}
          <p className="translation-panel__text" lang="it" style={{ fontSize: `${fontSize}px` }}>
            {translation.translatedText}
          </p>
          {translation.literalText && (
            <section className="translation-panel__aid" aria-labelledby="translation-aid-title">
              <h3 id="translation-aid-title">{STUDY_AID_TITLE}</h3>
              <p className="translation-panel__notice">Costruita parola per parola dall’analisi grammaticale: serve a vedere come la frase è fatta.</p>
              <p className="translation-panel__text" lang="it" style={{ fontSize: `${fontSize}px` }}>
                {translation.literalText}
              </p>
            </section>
          )}
          <ShareButton
            title={lang === 'lat' ? 'La mia versione di latino' : 'La mia versione di greco'}
            text={translation.translatedText}
          />
        </>
      )}
    </section>
  );
}
