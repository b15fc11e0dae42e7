import type { Lang } from '../../analysis/api/analysis-types';
import { useHistory, type HistoryItem } from '../api/history-api';
import './history.css';

type Props = { lang: Lang; onOpen: (item: HistoryItem) => void };

const DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** Spec §2: the last five versions of this language, for registered students; one click reopens a version. */
export function HistoryPanel({ lang, onOpen }: Props) {
  const history = useHistory(lang, true);
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">Le tue ultime versioni</h2>
      {history.isPending && <p role="status">Carico le tue versioni…</p>}
      {history.isError && <p role="alert">Versio non riesce a leggere le tue versioni ora.</p>}
      {history.data?.length === 0 && <p>Qui troverai le ultime cinque versioni che chiedi a Versio.</p>}
      {history.data && history.data.length > 0 && (
        <ol className="history__list">
          {history.data.map((item) => (
            <li key={item.id}>
              <button type="button" className="history__item" onClick={() => onOpen(item)}>
                <span className="history__input" lang={lang === 'lat' ? 'la' : 'grc'}>{item.input}</span>
                <span className="history__meta">
                  {DATE.format(new Date(item.timestamp._seconds * 1000))}
                  {item.analysis ? ' · con analisi' : ''}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
