import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { STUDY_AID_TITLE, TranslationPanel } from './translation-panel';

describe('TranslationPanel', () => {
  test("a model's translation first, the working translation built from the analysis after it", () => {
    render(
      <TranslationPanel
        lang="lat"
        loading={false}
        error={null}
        translation={{ translatedText: 'Fino a quando, Catilina, abuserai della nostra pazienza?', provider: 'llm:m', literalText: 'Fino a quando abuserai, Catilina, della nostra pazienza?' }}
      />,
    );
    const texts = [...document.querySelectorAll('.translation-panel__text')].map((p) => p.textContent);
    expect(texts).toEqual(['Fino a quando, Catilina, abuserai della nostra pazienza?', 'Fino a quando abuserai, Catilina, della nostra pazienza?']);
    const aid = screen.getByRole('region', { name: STUDY_AID_TITLE });
    expect(within(aid).getByText('Fino a quando abuserai, Catilina, della nostra pazienza?')).toBeTruthy();
  });

  test('the working translation alone shows its notice and no second block', () => {
    render(
      <TranslationPanel
        lang="lat"
        loading={false}
        error={null}
        translation={{ translatedText: "L'agricoltore ara la terra.", provider: 'embedded', notice: 'Traduzione di lavoro costruita dall’analisi.' }}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe('Traduzione di lavoro costruita dall’analisi.');
    expect(screen.queryByRole('region', { name: STUDY_AID_TITLE })).toBeNull();
  });
});
