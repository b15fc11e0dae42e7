import { describe, expect, test } from 'vitest';
import { DEFAULT_SITE_INFO } from '../../../lib/site-info';
import { TERMS } from './terms-constants';
import { buildTermsSections } from './terms-sections';

const seller = { name: 'Versio S.r.l.', address: 'Via Zamboni 33, 40126 Bologna (BO)', vat: 'IT01234567890', email: 'vendite@versio.app' };

function sectionText(id: string, terms = TERMS): string {
  const section = buildTermsSections(seller, terms).find((candidate) => candidate.id === id);
  if (!section) throw new Error(`sezione ${id} mancante`);
  return section.paragraphs.join('\n');
}

describe('buildTermsSections', () => {
  test('has every article of consumer terms, in order', () => {
    expect(buildTermsSections(DEFAULT_SITE_INFO.seller, TERMS).map((section) => section.id)).toEqual([
      'definizioni', 'oggetto', 'conclusione', 'prezzi', 'pagamento', 'durata', 'recesso',
      'garanzia', 'reclami', 'uso', 'legge', 'foro', 'modifiche',
    ]);
  });

  test.each([
    ['modifiche', 'in vigore dal 16/10/2024'],
    ['recesso', 'entro 14 giorni dalla sua conclusione'],
    ['reclami', 'entro 7 giorni'],
    ['garanzia', 'entro 2 anni dalla fornitura'],
    ['garanzia', 'nel termine di 26 mesi'],
    ['foro', 'non superiore a 5000\u00a0€'],
    ['foro', 'procedimento europeo per le controversie di modesta entità'],
    ['prezzi', 'comprensivi di IVA'],
    ['prezzi', 'Non sono accettati buoni sconto, coupon o codici promozionali.'],
    ['pagamento', 'circuiti VISA e MasterCard oppure bonifico bancario'],
    ['definizioni', 'Versio S.r.l., con sede in Via Zamboni 33, 40126 Bologna (BO), P. IVA IT01234567890, e-mail vendite@versio.app'],
    ['recesso', 'all’indirizzo vendite@versio.app'],
  ])('%s says «%s»', (id, fragment) => {
    expect(sectionText(id)).toContain(fragment);
  });

  test('figures follow the constants', () => {
    const changed = { ...TERMS, withdrawalDays: 30, smallClaimsCeilingEuro: 2000, bankTransfer: false } as unknown as typeof TERMS;
    expect(sectionText('recesso', changed)).toContain('entro 30 giorni');
    expect(sectionText('foro', changed)).toContain('2000\u00a0€');
    expect(sectionText('pagamento', changed)).not.toContain('bonifico');
  });
});
