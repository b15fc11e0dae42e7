import { useState } from 'react';
import { formatPrice } from '../../../lib/format';
import type { Plan } from '../api/plans-api';

type Period = 'annual' | 'monthly';

const TABS: { period: Period; label: string }[] = [
  { period: 'annual', label: 'ANNUALE' },
  { period: 'monthly', label: 'MENSILE' },
];

/** The free plan's card: its features, and 'Il tuo piano attuale' for a free student. */
export function FreePlanCard({ plan, isCurrent }: { plan: Plan; isCurrent: boolean }) {
  return (
    <article className="plan-card" aria-labelledby="plan-free-title">
      <h2 id="plan-free-title">{plan.name}</h2>
      <p className="plan-card__price">Gratis</p>
      <ul className="plan-card__features">
        <li>Traduzioni illimitate</li>
        <li>Fino a {plan.monthlyAnalyses} analisi di latino e greco al mese</li>
      </ul>
      {isCurrent && <p className="plan-card__current">Il tuo piano attuale</p>}
    </article>
  );
}

/** The plus card: ANNUALE / MENSILE tabs (annual first), prices from the configuration, 'Sblocca plus'. */
export function PlusPlanCard({ plan, busy, onUnlock }: { plan: Plan; busy: boolean; onUnlock: (isAnnual: boolean) => void }) {
  const [period, setPeriod] = useState<Period>('annual');
  const { annualCents, monthlyCents, currency, vatText } = plan.prices;
  const cents = period === 'annual' ? annualCents : monthlyCents;
  return (
    <div className="plan-card__wrap">
      <article className="plan-card plan-card--plus" aria-labelledby="plan-plus-title">
        <h2 id="plan-plus-title">{plan.name}</h2>
        <div className="plan-card__tabs" role="tablist" aria-label="Durata dell’abbonamento">
          {TABS.map((tab) => (
            <button
              key={tab.period}
              type="button"
              role="tab"
              id={`plus-tab-${tab.period}`}
              aria-selected={period === tab.period}
              aria-controls="plus-price"
              className={period === tab.period ? 'plan-card__tab is-current' : 'plan-card__tab'}
              onClick={() => setPeriod(tab.period)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div id="plus-price" role="tabpanel" aria-labelledby={`plus-tab-${period}`}>
          {cents !== null && (
            <p className="plan-card__price">
              {formatPrice(cents, currency)}
              {period === 'annual' ? '*' : ''} <span>{period === 'annual' ? 'all’anno' : 'al mese'}</span>
            </p>
          )}
          <p className="plan-card__vat">{vatText}</p>
        </div>
        <ul className="plan-card__features">
          <li>Traduzioni illimitate</li>
          <li>Fino a {plan.monthlyAnalyses} analisi di latino e greco al mese</li>
          <li>Traduzione da foto: scatta e traduci</li>
          <li>Funzione dizionario</li>
          <li>Accesso illimitato alle lezioni di latino</li>
        </ul>
        <button type="button" className="button plan-card__unlock" disabled={busy} onClick={() => onUnlock(period === 'annual')}>
          {busy ? 'Scelta giusta...' : 'Sblocca plus'}
        </button>
      </article>
      {period === 'annual' && <p className="plan-card__note">*Sì, come un'ora di ripetizioni.</p>}
    </div>
  );
}
