/**
 * Italian renderings of Latin function words that a literal translation must get right every time and
 * that the dictionary meanings list too loosely (`ut` = "che, affinché, come, quando"). Data, not code:
 * keyed by lemma, the first sense a school translation uses.
 */

/** Latin preposition → Italian preposition (the case it governs is already in the noun). */
export const PREPOSITIONS: ReadonlyMap<string, string> = new Map(Object.entries({
  a: 'da', ab: 'da', abs: 'da', e: 'da', ex: 'da', de: 'di', cum: 'con', sine: 'senza', in: 'in', ad: 'a',
  per: 'attraverso', pro: 'per', prae: 'davanti a', post: 'dopo', ante: 'prima di', propter: 'a causa di', ob: 'a causa di',
  inter: 'tra', apud: 'presso', contra: 'contro', trans: 'oltre', sub: 'sotto', super: 'sopra', circum: 'intorno a',
  prope: 'vicino a', praeter: 'oltre a', extra: 'fuori di', intra: 'dentro', infra: 'sotto', supra: 'sopra', ultra: 'oltre',
  adversus: 'contro', erga: 'verso', iuxta: 'vicino a', secundum: 'lungo', usque: 'fino a', circa: 'intorno a', ob2: 'a causa di',
  tenus: 'fino a', coram: 'davanti a', palam: 'davanti a', citra: 'al di qua di', pone: 'dietro', penes: 'presso',
}));

/** Conjunctions, sentence adverbs and particles: lemma → Italian. */
export const PARTICLES: ReadonlyMap<string, string> = new Map(Object.entries({
  et: 'e', que: 'e', atque: 'e', ac: 'e', sed: 'ma', at: 'ma', autem: 'poi', vero: 'ma', uero: 'ma', tamen: 'tuttavia',
  nam: 'infatti', enim: 'infatti', namque: 'infatti', etiam: 'anche', quoque: 'anche', itaque: 'perciò', igitur: 'dunque',
  ergo: 'dunque', aut: 'o', vel: 'o', uel: 'o', ve: 'o', neque: 'e non', nec: 'e non', non: 'non', ne: 'che non', quin: 'che non', quominus: 'che non',
  si: 'se', nisi: 'se non', quod: 'poiché', quia: 'poiché', quoniam: 'poiché', ut: 'che', uti: 'che', cum: 'quando',
  postquam: 'dopo che', priusquam: 'prima che', antequam: 'prima che', dum: 'mentre', donec: 'finché', ubi: 'quando',
  quamquam: 'benché', etsi: 'anche se', licet: 'benché', quasi: 'come se', tam: 'così', tum: 'allora', tunc: 'allora',
  deinde: 'poi', inde: 'quindi', iam: 'ormai', semper: 'sempre', numquam: 'mai', saepe: 'spesso', statim: 'subito',
  mox: 'presto', diu: 'a lungo', hic: 'qui', ibi: 'lì', ita: 'così', sic: 'così', nunc: 'ora', modo: 'soltanto',
  o: 'o', quam: 'quanto', magis: 'più', maxime: 'moltissimo', valde: 'molto', ualde: 'molto', multum: 'molto', paene: 'quasi',
  cur: 'perché', quare: 'perciò', quomodo: 'come', ubique: 'ovunque', undique: 'da ogni parte', celeriter: 'rapidamente',
  fortiter: 'coraggiosamente', diligenter: 'diligentemente', acriter: 'aspramente', bene: 'bene', male: 'male',
  prius: 'prima', postea: 'in seguito', primum: 'dapprima', ne2: 'forse', num: 'forse', nonne: 'forse non', an: 'o',
  sicut: 'come', velut: 'come', uelut: 'come', tandem: 'finalmente', denique: 'infine', frustra: 'invano',
  interea: 'frattanto', simul: 'insieme', una: 'insieme', procul: 'lontano', facile: 'facilmente', vix: 'a stento', uix: 'a stento',
}));

/** Clause-linking words that stand first in an Italian clause even when Latin puts them second. */
export const CLAUSE_INITIAL = new Set([
  'et', 'que', 'atque', 'ac', 'sed', 'at', 'autem', 'vero', 'uero', 'tamen', 'nam', 'enim', 'namque', 'itaque', 'igitur',
  'ergo', 'aut', 'vel', 'uel', 've', 'neque', 'nec', 'si', 'nisi', 'quod', 'quia', 'quoniam', 'ut', 'uti', 'cum', 'postquam',
  'priusquam', 'antequam', 'dum', 'donec', 'ubi', 'quamquam', 'etsi', 'ne', 'quin', 'quominus', 'deinde', 'tum', 'tunc', 'inde',
]);

/** Latin verbs whose infinitive with an accusative is a `che` clause (saying, knowing, perceiving, wanting). */
export const ACI_VERBS = new Set([
  'dico', 'aio', 'nuntio', 'renuntio', 'nego', 'puto', 'arbitror', 'existimo', 'credo', 'sentio', 'scio', 'nescio', 'uideo', 'video',
  'audio', 'intellego', 'cognosco', 'memini', 'spero', 'polliceor', 'promitto', 'iuro', 'respondeo', 'scribo', 'trado', 'narro',
  'doceo', 'ostendo', 'demonstro', 'probo', 'confirmo', 'constat', 'appareo', 'iubeo', 'ueto', 'veto', 'uolo', 'volo', 'nolo',
  'malo', 'cupio', 'oportet', 'necesse', 'licet', 'patior', 'sino', 'cogito', 'fateor', 'confiteor', 'suspicor', 'animaduerto',
  'animadverto', 'accipio', 'comperio', 'queror', 'gaudeo', 'doleo', 'miror', 'opinor', 'reor', 'censeo', 'simulo', 'affirmo',
  'perspicio', 'teneo', 'decet', 'cognosco', 'percipio', 'ignoro', 'inuenio', 'invenio', 'refero', 'ferunt', 'traditur', 'dico2',
]);

/** Of those, the ones whose `che` clause takes the subjunctive: `iubet pontem rescindi` → "ordina che il ponte sia tagliato". */
export const ACI_SUBJUNCTIVE = new Set(['iubeo', 'ueto', 'veto', 'uolo', 'volo', 'nolo', 'malo', 'cupio', 'oportet', 'necesse', 'licet', 'patior', 'sino', 'decet']);

/** Italian verbs and the preposition before the infinitive they govern: `tentare di fare`, `affrettarsi a partire`. */
export const INFINITIVE_PREPOSITIONS: ReadonlyMap<string, string> = new Map(Object.entries({
  tentare: 'di', cercare: 'di', decidere: 'di', stabilire: 'di', ordinare: 'di', temere: 'di', sperare: 'di', dire: 'di',
  smettere: 'di', cessare: 'di', finire: 'di', credere: 'di', ritenere: 'di', pensare: 'di', promettere: 'di', giurare: 'di',
  chiedere: 'di', pregare: 'di', vietare: 'di', permettere: 'di', concedere: 'di', minacciare: 'di', fingere: 'di',
  desiderare: 'di', dimenticare: 'di', ricordare: 'di', accorgersi: 'di', rifiutare: 'di', evitare: 'di', meritare: 'di',
  cominciare: 'a', iniziare: 'a', affrettarsi: 'a', continuare: 'a', prepararsi: 'a', imparare: 'a', insegnare: 'a',
  costringere: 'a', esortare: 'a', spingere: 'a', riuscire: 'a', aiutare: 'a', abituarsi: 'a', apprestarsi: 'a',
  accingersi: 'a', mandare: 'a', andare: 'a', venire: 'a', tardare: 'a', indurre: 'a', invitare: 'a',
}));

/** School meanings that depend on the words around: `contendo in Galliam` → "dirigersi", `videor` → "sembrare". */
export const CONTEXT_MEANINGS: ReadonlyMap<string, { when: 'in' | 'ad' | 'Pass' | 'Part'; meaning: string }[]> = new Map(Object.entries({
  contendo: [{ when: 'in', meaning: 'dirigersi' }, { when: 'ad', meaning: 'dirigersi' }],
  uideo: [{ when: 'Pass', meaning: 'sembrare' }],
  video: [{ when: 'Pass', meaning: 'sembrare' }],
  peto: [{ when: 'in', meaning: 'dirigersi verso' }],
  fio: [{ when: 'Part', meaning: 'fare' }],
}));

/** Italian meanings (set by an idiom) that take a `che` clause like the Latin verbs above: `certior factus est … ` → "fu informato che". */
export const ACI_ITALIAN = new Set(['informare', 'ricordare', 'dire', 'sapere', 'annunciare', 'riferire', 'avere in animo']);

/** Verbs whose object is in the ablative or genitive, and the Italian preposition it takes then (`abutor patientia` → "abusare della pazienza"). */
export const OBLIQUE_OBJECTS: ReadonlyMap<string, string> = new Map(Object.entries({
  utor: '', abutor: 'di', fruor: 'di', fungor: '', potior: 'di', careo: 'di', uescor: 'di', vescor: 'di', egeo: 'di',
  indigeo: 'di', memini: 'di', obliuiscor: 'di', obliviscor: 'di', misereor: 'di', confido: 'in', vaco: 'di', uaco: 'di',
  // The ablative of respect: `lingua differunt` → "differiscono per la lingua", `virtute praecedunt` → "precedono in valore".
  differo: 'per', praecedo: 'in', antecedo: 'in',
  // Verbs of going out and away: their bare ablative is where from (`domo exire` → "uscire da casa").
  exeo: 'da', egredior: 'da', excedo: 'da', discedo: 'da', abeo: 'da', expello: 'da', pello: 'da', prohibeo: 'da', libero: 'da',
}));
