/** The Latin tagger model: where it lives (`VERSIO_TAGGER_MODEL`, a base path, else `<data>/models/lat-tagger[-commercial]`) and its loading. */
import { join } from 'node:path';
import { analyzerConfig } from '../core/config';
import { AnalyzerError } from '../core/errors';
import { TaggerModel } from '../core/tagger/model';
import { LASLA_PRIOR_NAME, loadLaslaPrior } from './lasla-prior';
import { resolveDataDir } from './lexicon/paths';

/** Base path (without `.json`/`.weights`) of the Latin tagger model; `VERSIO_TAGGER=commercial` picks the commercial one. */
export function latinModelBase(commercial = analyzerConfig().taggerModel === 'commercial'): string {
  const { taggerModelBase } = analyzerConfig();
  if (taggerModelBase) return taggerModelBase;
  return join(resolveDataDir(), 'models', commercial ? 'lat-tagger-commercial' : 'lat-tagger');
}

/** Loads a trained Latin tagger model with the LASLA tag-sequence prior it was trained with, if any. */
export function loadLatinModel(commercial?: boolean): TaggerModel {
  const model = TaggerModel.load(latinModelBase(commercial));
  if (model.historyPriorName === LASLA_PRIOR_NAME) {
    const prior = loadLaslaPrior(model.historyPriorWeight);
    if (!prior) throw new AnalyzerError('data_missing', 'il modello del tagger usa tags.la di Collatinus (conteggi LASLA)');
    model.useHistoryPrior(prior);
  }
  return model;
}
