import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { ResultsTab } from '../model/translate-flow';

type Props = { tab: ResultsTab; progress: number; onSelect: (tab: ResultsTab) => void; translation: ReactNode; analysis: ReactNode };

const TABS: { id: ResultsTab; label: string }[] = [
  { id: 'translation', label: 'Traduzione' },
  { id: 'analysis', label: 'Analisi' },
];

/** Spec §2: 'Traduzione' (default) and 'Analisi', which shows the progress while 0 < p < 100. Arrow keys move between tabs. */
export function ResultsTabs({ tab, progress, onSelect, translation, analysis }: Props) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'translation' ? 'analysis' : 'translation';
    onSelect(next);
    buttons.current[next === 'translation' ? 0 : 1]?.focus();
  };
  return (
    <section className="results" aria-label="Risultati">
      <div className="results__tabs" role="tablist" aria-label="Risultati" onKeyDown={onKeyDown}>
        {TABS.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`results-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`results-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            className="results__tab"
            onClick={() => onSelect(item.id)}
          >
            {item.label}
            {item.id === 'analysis' && progress > 0 && progress < 100 && <span className="results__progress"> {progress}%</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`results-panel-${tab}`} aria-labelledby={`results-tab-${tab}`} className="results__panel">
        {tab === 'translation' ? translation : analysis}
      </div>
    </section>
  );
}
