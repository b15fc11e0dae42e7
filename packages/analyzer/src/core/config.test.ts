import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT, loadAnalyzerConfig } from './config';
import { isAnalyzerError } from './errors';

describe('the analyzer configuration', () => {
  test('with nothing set, every folder is found from the checkout itself', () => {
    expect(loadAnalyzerConfig({})).toEqual({
      repoRoot: REPO_ROOT,
      dataDir: join(REPO_ROOT, '.data'),
      sharedDataDir: resolve(REPO_ROOT, '../shared/data'),
      udDir: resolve(REPO_ROOT, '../shared/data/ud'),
      greekSourcesDir: resolve(REPO_ROOT, '../shared/data'),
      collatinusDir: join(REPO_ROOT, '.data/collatinus'),
      taggerModel: 'full',
      taggerModelBase: undefined,
    });
  });

  test('the outside data folder moves the UD and Greek sources with it; relative paths are read from the checkout', () => {
    const config = loadAnalyzerConfig({ VERSIO_SHARED_DATA: '/srv/versio-data', VERSIO_DATA_DIR: 'var/data', VERSIO_TAGGER: 'commercial' });
    expect([config.sharedDataDir, config.udDir, config.greekSourcesDir, config.dataDir, config.collatinusDir, config.taggerModel]).toEqual([
      '/srv/versio-data', '/srv/versio-data/ud', '/srv/versio-data', join(REPO_ROOT, 'var/data'), join(REPO_ROOT, 'var/data/collatinus'), 'commercial',
    ]);
  });

  test('an empty variable counts as unset', () => {
    expect(loadAnalyzerConfig({ VERSIO_UD_DIR: ' ', VERSIO_TAGGER: '' })).toMatchObject({ udDir: resolve(REPO_ROOT, '../shared/data/ud'), taggerModel: 'full' });
  });

  test('an unknown tagger model is a coded error naming the variable', () => {
    let thrown: unknown;
    try {
      loadAnalyzerConfig({ VERSIO_TAGGER: 'enorme' });
    } catch (error) {
      thrown = error;
    }
    expect(isAnalyzerError(thrown, 'invalid_config')).toBe(true);
    expect((thrown as Error).message).toBe('configurazione non valida: VERSIO_TAGGER deve essere full o commercial (trovato: enorme)');
  });
});
