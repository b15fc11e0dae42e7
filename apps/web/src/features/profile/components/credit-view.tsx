import { useState } from 'react';
import { addOneMonth, formatLongDate, fromTimestamp } from '../../../lib/dates';
import { ACCOUNT_MESSAGES } from '../../../lib/messages';
import type { Plan } from '../../plans';
import { refreshLimits, updateUserData, type UserData } from '../../session';

type Outcome = { ok: boolean; text: string };

/** 'Credito residuo': what is left this month, when it renews, and 'AGGIORNA' (POST limit/). */
export function CreditView({ data, plan }: { data: UserData; plan: Plan }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const nextUpdate = formatLongDate(addOneMonth(fromTimestamp(data.lastUpdate)));

  const refresh = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const limits = await refreshLimits('lat');
      if (!limits) {
        setOutcome({ ok: false, text: ACCOUNT_MESSAGES.limitsNotLoaded });
      } else {
        updateUserData({ latinoCount: limits.latino_count, grecoCount: limits.greco_count, lastUpdate: limits.last_update });
        setOutcome({ ok: true, text: ACCOUNT_MESSAGES.limitsUpdated });
      }
    } catch {
      setOutcome({ ok: false, text: ACCOUNT_MESSAGES.limitsFailed });
    }
    setBusy(false);
  };

  return (
    <div className="credit">
      <dl className="credit__counts">
        <div>
          <dt>Analisi di latino</dt>
          <dd>
            {data.latinoCount}/{plan.monthlyAnalyses}
          </dd>
        </div>
        <div>
          <dt>Analisi di greco</dt>
          <dd>
            {data.grecoCount}/{plan.monthlyAnalyses}
          </dd>
        </div>
        <div>
          <dt>Scatta e traduci</dt>
          <dd>{plan.monthlyCamera === null ? 'Illimitato' : `${data.cameraCount}/${plan.monthlyCamera}`}</dd>
        </div>
      </dl>
      <p>
        Il tuo piano comprende traduzioni illimitate e {plan.monthlyAnalyses} analisi di latino e {plan.monthlyAnalyses} di greco al mese.
      </p>
      <p>
        Prossimo aggiornamento: <strong>{nextUpdate}</strong>
      </p>
      <button type="button" className="button" onClick={refresh} disabled={busy}>
        AGGIORNA
      </button>
      <div aria-live="polite">{outcome && <p className={outcome.ok ? 'form__success' : 'form__error'}>{outcome.text}</p>}</div>
    </div>
  );
}
