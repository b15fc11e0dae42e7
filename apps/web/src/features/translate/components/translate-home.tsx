import { useRef, useState } from 'react';
import type { Lang } from '../../analysis/api/analysis-types';
import { SignupPopup, TermsPopup } from '../../auth';
import { HistoryPanel } from '../../history';
import { PlanBanner } from '../../plans-banner';
import { updateUserData, useAuth, useUserType } from '../../session';
import { useScrollToResults } from '../hooks/use-scroll-to-results';
import { useTranslateFlow } from '../hooks/use-translate-flow';
import { MAX_TEXT_LENGTH } from '../model/translate-flow';
import { AnalysisResults } from './analysis-results';
import { AskBox } from './ask-box';
import { CameraButton } from './camera-button';
import { LanguageSwitch } from './language-switch';
import { ResultsTabs } from './results-tabs';
import { TranslationPanel } from './translation-panel';
import './translate.css';

/**
 * The working part of the home pages (spec §2, §4): language switch, text box, results, popups,
 * history and plan banner. Mount it with `key={lang}` so / and /greco keep separate state.
 */
export function TranslateHome({ lang }: { lang: Lang }) {
  const { state, dispatch, submit, restore, continueAfterTerms } = useTranslateFlow(lang);
  const results = useRef<HTMLDivElement>(null);
  // A request that starts showing its results, not results restored from storage or the history.
  useScrollToResults(results, state.showResults && state.loading);
  const auth = useAuth();
  const { userType } = useUserType();
  const [cameraSignup, setCameraSignup] = useState(false);
  const userData = auth.status === 'signed-in' ? auth.userData : null;
  const premium = userType === 'premium' || userType === 'lifetime';
  const closePopup = () => {
    dispatch({ type: 'popup-closed' });
    setCameraSignup(false);
  };
  return (
    <div className="translate-home">
      <LanguageSwitch disabled={state.loading} />
      {lang === 'grc' && (
        <p className="home-hero__notice" role="note">
          Il greco è in versione beta: l’analisi del greco antico è ancora in fase di perfezionamento e può contenere qualche
          imprecisione. Se trovi un errore, scrivici!
        </p>
      )}
      <AskBox
        lang={lang}
        text={state.text}
        disabled={state.disabled}
        loading={state.loading}
        notice={state.notice}
        onChange={(text) => dispatch({ type: 'text-changed', text })}
        onSubmit={() => void submit()}
        camera={(
          <CameraButton
            lang={lang}
            userType={userType}
            uid={auth.status === 'signed-in' ? auth.user.id : null}
            cameraCount={userData?.cameraCount ?? 0}
            onNeedsSignup={() => setCameraSignup(true)}
            // Spec §4 "OCR": the text fills the box (and local storage, as every change of the box does).
            onText={(text) => dispatch({ type: 'text-changed', text: text.slice(0, MAX_TEXT_LENGTH) })}
            onCameraCount={(cameraCount) => updateUserData({ cameraCount })}
          />
        )}
      />
      {state.showResults && (
        <div ref={results} className="translate-home__results">
          <ResultsTabs
            tab={state.tab}
            progress={state.progress}
            onSelect={(tab) => dispatch({ type: 'tab-selected', tab })}
            translation={<TranslationPanel lang={lang} translation={state.translation} loading={state.loadingTranslation} error={state.error} />}
            analysis={<AnalysisResults lang={lang} state={state} premium={premium} normal={userType === 'normal'} />}
          />
        </div>
      )}
      {userData && <HistoryPanel lang={lang} onOpen={restore} />}
      <PlanBanner userType={userType} />
      {(state.popup === 'signup' || cameraSignup) && <SignupPopup onClose={closePopup} />}
      {state.popup === 'terms' && <TermsPopup onAccepted={continueAfterTerms} onClose={closePopup} />}
    </div>
  );
}
