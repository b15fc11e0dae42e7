// Runs the translate flow of spec §4 against the server: the reducer decides, this hook calls.
// Translation first; then, with credit left, the analysis (the server spends the credit and analyses
// the whole text when it starts) in chunks; otherwise the monthly-limit message; finally the save for
// registered students. Accepting the terms in their popup goes on with the request that opened it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { startAnalysis } from '../../analysis/api/analysis-api';
import type { AnalysisResult, Lang, LemmaEntry } from '../../analysis/api/analysis-types';
import { retryWhenBusy, runChunkedAnalysis } from '../../analysis/model/run-analysis';
import { readSavedAnalysis, toSavedAnalysis } from '../../analysis/model/saved-analysis';
import { appendChunk } from '../../analysis/model/word-entries';
import { historyKey, saveVersion, type HistoryItem } from '../../history/api/history-api';
import { updateUserData, useAuth, type AuthState, type UserData } from '../../session';
import { translateText } from '../api/translate-api';
import { describeTranslateError, isLimitReached } from '../model/describe-error';
import { readStoredResults, writeStoredResults, writeStoredText } from '../model/stored-results';
import { createInitialState, findBlock, reduceFlow, type Account, type FlowState } from '../model/translate-flow';

export function toAccount(auth: AuthState): Account {
  if (auth.status !== 'signed-in') return { status: auth.status };
  return { status: 'signed-in', registered: auth.userData !== null, termsAccepted: auth.userData?.termsAccepted === true };
}

function restoreFromStorage(lang: Lang): FlowState {
  const stored = readStoredResults(lang);
  if (!stored.translation) return createInitialState(stored.text);
  return reduceFlow(createInitialState(), { type: 'restored', ...stored });
}

const countOf = (userData: UserData, lang: Lang) => (lang === 'lat' ? userData.latinoCount : userData.grecoCount);

export function useTranslateFlow(lang: Lang) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(reduceFlow, lang, restoreFromStorage);
  const stateRef = useRef(state);
  const authRef = useRef(auth);
  const controller = useRef<AbortController | null>(null);
  // Set when the terms popup is accepted: the request goes on once the session knows the terms are accepted.
  const resumeAfterTerms = useRef(false);

  useEffect(() => {
    stateRef.current = state;
    authRef.current = auth;
  });
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => writeStoredText(lang, state.text), [lang, state.text]);
  useEffect(() => {
    writeStoredResults(lang, { translation: state.translation, analysis: state.analysis, lemmas: state.lemmas });
  }, [lang, state.translation, state.analysis, state.lemmas]);

  const submit = useCallback(async () => {
    const current = stateRef.current;
    const session = authRef.current;
    const account = toAccount(session);
    dispatch({ type: 'submitted', account });
    if (!current.loading && findBlock(current, account) === 'register') {
      navigate('/complete-signup');
      return;
    }
    if (current.loading || findBlock(current, account) !== null || session.status !== 'signed-in' || !session.userData) return;
    const userData = session.userData;
    const text = current.text;
    const abort = new AbortController();
    controller.current = abort;
    const { signal } = abort;

    let translation;
    try {
      translation = await translateText(text, lang, signal);
    } catch (error) {
      if (!signal.aborted) dispatch({ type: 'translation-failed', message: describeTranslateError(error, lang) });
      return;
    }
    dispatch({ type: 'translation-succeeded', translation });

    const analysis = await analyse(text, lang, userData, signal, dispatch);
    if (signal.aborted) return;
    // Spec §4 "Finally save the version".
    try {
      await saveVersion({ input: text, translation: translation.translatedText, analysis: analysis && toSavedAnalysis(analysis.result, analysis.lemmas), lang });
      await queryClient.invalidateQueries({ queryKey: historyKey(lang) });
    } catch {
      // The student has the answer on screen; only the history misses this one.
    }
    dispatch({ type: 'flow-finished' });
  }, [lang, queryClient, navigate]);

  useEffect(() => {
    if (!resumeAfterTerms.current) return;
    const account = toAccount(auth);
    if (account.status !== 'signed-in' || !account.termsAccepted) return;
    resumeAfterTerms.current = false;
    void submit();
  }, [auth, submit]);

  /** The terms popup's 'Accetta e continua': the popup closes and the request that opened it goes on. */
  const continueAfterTerms = useCallback(() => {
    resumeAfterTerms.current = true;
    dispatch({ type: 'popup-closed' });
  }, []);

  const restore = useCallback((item: HistoryItem) => {
    controller.current?.abort();
    dispatch({
      type: 'restored',
      text: item.input,
      translation: { translatedText: item.translation, provider: '' },
      analysis: readSavedAnalysis(item.analysis),
      lemmas: item.analysis?.lemmas ?? [],
    });
  }, []);

  return { state, dispatch, submit, restore, continueAfterTerms };
}

type Dispatch = (action: Parameters<typeof reduceFlow>[1]) => void;

/** The analysis step: the occurrences and lemmas to save, or null when there are none. */
async function analyse(text: string, lang: Lang, userData: UserData, signal: AbortSignal, dispatch: Dispatch) {
  if (countOf(userData, lang) <= 0) {
    dispatch({ type: 'analysis-skipped', reason: 'limit' });
    return null;
  }
  dispatch({ type: 'analysis-started' });
  let grant;
  try {
    // A busy server gives the credit back: asking again after its Retry-After costs nothing more.
    grant = await retryWhenBusy(() => startAnalysis(text, lang, signal), signal);
  } catch (error) {
    if (isLimitReached(error)) {
      updateUserData(lang === 'lat' ? { latinoCount: 0 } : { grecoCount: 0 });
      dispatch({ type: 'analysis-skipped', reason: 'limit' });
    } else if (!signal.aborted) {
      dispatch({ type: 'analysis-finished', ok: false, message: describeTranslateError(error, lang) });
    }
    return null;
  }
  updateUserData(lang === 'lat' ? { latinoCount: grant.remaining } : { grecoCount: grant.remaining });
  let result: AnalysisResult | null = null;
  const lemmas: LemmaEntry[] = [];
  const outcome = await runChunkedAnalysis({
    grant: grant.grant,
    chunks: grant.chunks,
    everyWordLookedUp: userData.type === 'premium' || userData.type === 'lifetime',
    signal,
    onChunk: (chunk) => {
      if (chunk.ok) result = appendChunk(result, chunk);
      lemmas.push(...chunk.lemmas);
      dispatch({ type: 'chunk-arrived', ...chunk });
    },
  });
  if (signal.aborted) return null;
  dispatch({ type: 'analysis-finished', ok: outcome.ok, message: outcome.ok ? null : describeTranslateError(outcome.error, lang) });
  return result ? { result: result as AnalysisResult, lemmas } : null;
}
