import { Link } from 'react-router';
import { AnalysisPanel } from '../../analysis';
import type { Lang } from '../../analysis/api/analysis-types';
import type { FlowState } from '../model/translate-flow';
import { TRANSLATE_MESSAGES, describeLimit } from '../model/translate-messages';

type Props = { lang: Lang; state: FlowState; premium: boolean; normal: boolean };

/** The 'Analisi' tab: the word cards as chunks arrive, or why there are none (limit, failure). */
export function AnalysisResults({ lang, state, premium, normal }: Props) {
  if (state.skipped === 'limit') {
    return (
      <p role="alert" className="flow-notice">
        {describeLimit(lang)}
        {normal && (
          <>
            {' '}
            <Link to="/pay">{TRANSLATE_MESSAGES.upgrade}</Link>
          </>
        )}
      </p>
    );
  }
  return (
    <>
      {state.loadingAnalysis && (
        <div className="analysis-progress" role="status">
          <span>Analisi in corso… {state.progress}%</span>
          <progress max={100} value={state.progress} aria-label="Avanzamento dell'analisi" />
        </div>
      )}
      {state.analysisOk === false && (
        <p role="alert" className="flow-error">
          {state.analysis ? `${TRANSLATE_MESSAGES.partialAnalysis} ` : ''}
          {state.analysisError}
        </p>
      )}
      {state.analysis && <AnalysisPanel lang={lang} analysis={state.analysis} lemmas={state.lemmas} premium={premium} />}
      {!state.analysis && !state.loadingAnalysis && state.analysisOk === null && state.loadingTranslation && (
        <p role="status">L’analisi parte appena arriva la traduzione.</p>
      )}
    </>
  );
}
