// Spec §4 "Translate flow" as one state machine: the checks that block a request (each with its
// popup or message), the reset, the translation, then the analysis in chunks or the monthly-limit
// message, then the save. The hook (use-translate-flow.ts) performs the calls and reports here.
import type { AnalysisResult, AnalysisSentence, LemmaEntry, Occurrence } from '../../analysis/api/analysis-types';
import { appendChunk } from '../../analysis/model/word-entries';
import { TRANSLATE_MESSAGES } from './translate-messages';

export const MAX_TEXT_LENGTH = 1500;

/** `literalText`: beside a model's translation, the working translation built from the analysis (a study aid). */
export type Translation = { translatedText: string; provider: string; notice?: string; literalText?: string };

export type ResultsTab = 'translation' | 'analysis';

/** Why the analysis is not shown: the month's credits of the language are spent. */
export type AnalysisSkip = 'limit' | null;

export type FlowState = {
  text: string;
  lastSubmitted: string | null;
  loading: boolean;
  loadingTranslation: boolean;
  loadingAnalysis: boolean;
  disabled: boolean;
  progress: number;
  /** The §8 message of a failed translation. */
  error: string | null;
  /** The §5 message of a blocked request. */
  notice: string | null;
  popup: 'signup' | 'terms' | null;
  showResults: boolean;
  tab: ResultsTab;
  translation: Translation | null;
  /** Every occurrence received so far, in text order, with their sentences. */
  analysis: AnalysisResult | null;
  lemmas: LemmaEntry[];
  /** Spec §4: false as soon as any chunk fails; null before any analysis. */
  analysisOk: boolean | null;
  analysisError: string | null;
  skipped: AnalysisSkip;
};

/** What the flow knows about the student when the button is pressed. */
export type Account =
  | { status: 'loading' | 'anonymous' | 'error' }
  | { status: 'signed-in'; registered: boolean; termsAccepted: boolean };

export type Block = 'signup' | 'register' | 'terms' | 'empty' | 'same' | 'not-ready';

export type FlowAction =
  | { type: 'text-changed'; text: string }
  | { type: 'submitted'; account: Account }
  | { type: 'popup-closed' }
  | { type: 'translation-succeeded'; translation: Translation }
  | { type: 'translation-failed'; message: string }
  | { type: 'analysis-started' }
  | { type: 'analysis-skipped'; reason: Exclude<AnalysisSkip, null> }
  | { type: 'chunk-arrived'; progress: number; occurrences: Occurrence[]; sentences: AnalysisSentence[]; lemmas: LemmaEntry[]; ok: boolean }
  | { type: 'analysis-finished'; ok: boolean; message: string | null }
  | { type: 'flow-finished' }
  | { type: 'tab-selected'; tab: ResultsTab }
  | { type: 'restored'; text: string; translation: Translation | null; analysis: AnalysisResult | null; lemmas: LemmaEntry[] }
  | { type: 'reset' };

export function createInitialState(text = ''): FlowState {
  return {
    text,
    lastSubmitted: null,
    loading: false,
    loadingTranslation: false,
    loadingAnalysis: false,
    disabled: false,
    progress: 0,
    error: null,
    notice: null,
    popup: null,
    showResults: false,
    tab: 'translation',
    translation: null,
    analysis: null,
    lemmas: [],
    analysisOk: null,
    analysisError: null,
    skipped: null,
  };
}

/** Spec §4: the first reason the request cannot go, in the spec's order, or null. */
export function findBlock(state: Pick<FlowState, 'text' | 'lastSubmitted'>, account: Account): Block | null {
  if (account.status === 'anonymous') return 'signup';
  // Signed in but not registered yet: the profile is completed on /complete-signup (the caller goes there).
  if (account.status === 'signed-in' && !account.registered) return 'register';
  if (account.status === 'signed-in' && !account.termsAccepted) return 'terms';
  if (state.text.trim() === '') return 'empty';
  if (state.text === state.lastSubmitted) return 'same';
  if (account.status !== 'signed-in') return 'not-ready';
  return null;
}

const BLOCK_NOTICES: Record<Exclude<Block, 'signup' | 'register' | 'terms'>, string> = {
  empty: TRANSLATE_MESSAGES.empty,
  same: TRANSLATE_MESSAGES.sameAsLast,
  'not-ready': TRANSLATE_MESSAGES.notReady,
};

export function reduceFlow(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'text-changed': {
      const text = action.text.slice(0, MAX_TEXT_LENGTH);
      // Spec §4: the button re-enables when the text changes (unless a request is still running).
      return { ...state, text, notice: null, disabled: state.loading || (state.disabled && text === state.lastSubmitted) };
    }
    case 'submitted': {
      if (state.loading) return state;
      const block = findBlock(state, action.account);
      if (block === 'signup' || block === 'terms') return { ...state, popup: block, notice: null };
      if (block === 'register') return state;
      if (block) return { ...state, notice: BLOCK_NOTICES[block] };
      // Spec §4: reset, show the results, disable the button; translation first.
      return {
        ...createInitialState(state.text),
        lastSubmitted: state.text,
        loading: true,
        loadingTranslation: true,
        disabled: true,
        showResults: true,
      };
    }
    case 'popup-closed':
      return { ...state, popup: null };
    case 'translation-succeeded':
      return { ...state, loadingTranslation: false, translation: action.translation };
    case 'translation-failed':
      // Nothing was answered, so the same text may be asked again.
      return { ...state, loading: false, loadingTranslation: false, disabled: false, lastSubmitted: null, error: action.message };
    case 'analysis-started':
      return { ...state, loadingAnalysis: true, progress: 0, analysisOk: null, analysisError: null };
    case 'analysis-skipped':
      return { ...state, loadingAnalysis: false, skipped: action.reason };
    case 'chunk-arrived':
      return {
        ...state,
        progress: action.progress,
        analysis: action.ok ? appendChunk(state.analysis, action) : state.analysis,
        lemmas: [...state.lemmas, ...action.lemmas],
        analysisOk: state.analysisOk !== false && action.ok,
      };
    case 'analysis-finished':
      return { ...state, loadingAnalysis: false, analysisOk: action.ok, analysisError: action.message, progress: action.ok ? 100 : state.progress };
    case 'flow-finished':
      return { ...state, loading: false, loadingTranslation: false, loadingAnalysis: false };
    case 'tab-selected':
      return { ...state, tab: action.tab };
    case 'restored':
      return {
        ...createInitialState(action.text),
        // A restored version counts as asked: asking it again would spend a credit for the same answer.
        lastSubmitted: action.translation ? action.text : null,
        disabled: action.translation !== null,
        showResults: action.translation !== null,
        translation: action.translation,
        analysis: action.analysis,
        lemmas: action.lemmas,
        analysisOk: action.analysis ? true : null,
        progress: action.analysis ? 100 : 0,
      };
    case 'reset':
      return createInitialState();
  }
}
