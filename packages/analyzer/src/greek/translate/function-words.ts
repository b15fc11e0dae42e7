/**
 * Italian renderings of Greek function words that a literal translation must get right every time:
 * keyed by lemma, the sense a school translation uses first. Data, not code.
 */

/** Conjunctions, particles and sentence adverbs → Italian; `''` drops the word (μέν, ἄν). */
export const PARTICLES: ReadonlyMap<string, string> = new Map(Object.entries({
  'καί': 'e', 'δέ': 'e', 'τε': 'e', 'ἀλλά': 'ma', 'γάρ': 'infatti', 'οὖν': 'dunque', 'ἤ': 'o', 'οὐδέ': 'né', 'μηδέ': 'né',
  'οὔτε': 'né', 'μήτε': 'né', 'μέν': '', 'ἄν': '', 'γε': '', 'δή': '', 'τοι': '', 'περ': '', 'ἄρα': 'dunque', 'τοίνυν': 'dunque',
  'μέντοι': 'tuttavia', 'καίτοι': 'eppure', 'ὅτι': 'che', 'εἰ': 'se', 'ἐάν': 'se', 'ὡς': 'come', 'ἐπεί': 'poiché',
  'ἐπειδή': 'poiché', 'ὅτε': 'quando', 'ὅταν': 'quando', 'ἵνα': 'affinché', 'ὅπως': 'affinché', 'ὥστε': 'così che',
  'πρίν': 'prima che', 'ἕως': 'finché', 'διότι': 'perché', 'διό': 'perciò', 'ὥσπερ': 'come', 'καθώς': 'come', 'ὦ': 'o',
}));

/** Negations: their Italian goes before the verb. */
export const NEGATIONS = new Set(['οὐ', 'μή', 'οὐκ', 'οὐχ']);

/** Words that open an Italian clause even where Greek puts them second (δέ, γάρ, οὖν). */
export const CLAUSE_INITIAL = new Set([
  'καί', 'δέ', 'τε', 'ἀλλά', 'γάρ', 'οὖν', 'ἤ', 'οὐδέ', 'μηδέ', 'οὔτε', 'μήτε', 'ἄρα', 'τοίνυν', 'μέντοι', 'καίτοι', 'ὅτι', 'εἰ', 'ἐάν',
  'ὡς', 'ἐπεί', 'ἐπειδή', 'ὅτε', 'ὅταν', 'ἵνα', 'ὅπως', 'ὥστε', 'πρίν', 'ἕως', 'διότι', 'διό', 'ὥσπερ', 'καθώς',
]);

/** Determiners that replace the Italian article: `οὗτος ὁ ἀνήρ` → `questo uomo`. */
export const DEMONSTRATIVES: ReadonlyMap<string, string> = new Map(Object.entries({ 'οὗτος': 'questo', 'ὅδε': 'questo', 'ἐκεῖνος': 'quello' }));

/** Adjectives Italian puts before the noun (after the article): `il grande fiume`, `gli altri soldati`. */
export const BEFORE_NOUN = new Set(['ἄλλος', 'ἕτερος', 'μέγας', 'πολύς', 'ὀλίγος', 'πρῶτος', 'δεύτερος', 'τρίτος', 'ἐμός', 'σός', 'ἡμέτερος', 'ὑμέτερος', 'σφέτερος', 'μόνος', 'ἕκαστος', 'οὐδείς', 'μηδείς', 'ἀμφότερος']);

/** Determiners Italian puts before the article: `πάντες οἱ στρατιῶται` → `tutti i soldati`. */
export const BEFORE_ARTICLE = new Set(['πᾶς', 'ἅπας', 'σύμπας']);

/** Determiners that take no article in Italian: `nessun`, `ciascun`, `molti`. */
export const NO_ARTICLE = new Set(['ἕκαστος', 'οὐδείς', 'μηδείς', 'πολύς', 'ὀλίγος']);

/** Verbs whose object stands in the genitive or dative but is a direct object in Italian. */
export const OBJECT_CASE: ReadonlyMap<string, string> = new Map(Object.entries({
  'ἀκούω': 'Gen', 'ἄρχω': 'Gen', 'κρατέω': 'Gen', 'ἐπιθυμέω': 'Gen', 'ἅπτω': 'Gen', 'ἅπτομαι': 'Gen', 'ἐράω': 'Gen', 'ἐπιμελέομαι': 'Gen',
  'βοηθέω': 'Dat', 'χράομαι': 'Dat', 'χράω': 'Dat', 'ἕπομαι': 'Dat', 'ἀκολουθέω': 'Dat',
}));

/** Verbs of thinking and saying that take an accusative and infinitive (`che` + congiuntivo / indicativo). */
export const THINKING_VERBS = new Set(['νομίζω', 'οἴομαι', 'ἡγέομαι', 'δοκέω', 'ὑπολαμβάνω', 'πιστεύω', 'ἐλπίζω']);
export const SAYING_VERBS = new Set(['λέγω', 'φημί', 'ἀγγέλλω', 'ἀπαγγέλλω', 'ὁμολογέω', 'φάσκω', 'εἶπον']);
/** Verbs of knowing and perceiving: after them ὅτι says what is known ("che"), not why ("perché"). */
export const KNOWING_VERBS = new Set(['οἶδα', 'γιγνώσκω', 'ἐπίσταμαι', 'μανθάνω', 'ἀκούω', 'ὁράω', 'αἰσθάνομαι', 'πυνθάνομαι', 'δηλόω', 'δείκνυμι', 'ἐννοέω', 'ἀποκρίνομαι', 'γράφω']);

/** Verbs that take no object: their participle does not take the next accusative. */
export const INTRANSITIVE = new Set(['ἔρχομαι', 'βαίνω', 'ἥκω', 'φεύγω', 'ἀπέρχομαι', 'εἰσέρχομαι', 'ἐξέρχομαι', 'πορεύομαι', 'ἀφικνέομαι', 'εἰμί', 'γίγνομαι', 'μένω', 'πίπτω', 'ἀποθνῄσκω']);

/** Meanings a verb takes when it has no object or predicate: `ἡ μάχη ἐγένετο` → "avvenne". */
export const ABSOLUTE_MEANINGS: ReadonlyMap<string, string> = new Map(Object.entries({ 'γίγνομαι': 'avvenire', 'λέγω': 'parlare', 'ἔχω': 'stare', 'τελευτάω': 'morire', 'φαίνω': 'splendere' }));

/**
 * Verbs with an accusative and an infinitive of command: the Italian preposition of the person and of
 * the infinitive (`κελεύω τοὺς στρατιώτας μάχεσθαι` → "ordina ai soldati di combattere").
 */
export const COMMAND_VERBS: ReadonlyMap<string, { person: string; infinitive: string }> = new Map(Object.entries<{ person: string; infinitive: string }>({
  'κελεύω': { person: 'a', infinitive: 'di' }, 'παρακελεύομαι': { person: 'a', infinitive: 'di' }, 'προστάσσω': { person: 'a', infinitive: 'di' },
  'πείθω': { person: '', infinitive: 'a' }, 'ἀναγκάζω': { person: '', infinitive: 'a' }, 'παρακαλέω': { person: '', infinitive: 'a' },
  'ἀξιόω': { person: '', infinitive: 'di' }, 'κωλύω': { person: '', infinitive: 'di' }, 'ἐάω': { person: '', infinitive: '' },
}));

/** Impersonal verbs with an accusative and infinitive: "bisogna che" + congiuntivo. */
export const IMPERSONAL: ReadonlyMap<string, string> = new Map(Object.entries({ 'δέω': 'bisognare', 'δεῖ': 'bisognare', 'χρή': 'bisognare', 'ἔξεστι': 'essere lecito', 'ἔξεστιν': 'essere lecito' }));

/**
 * School meanings of the translator where the glossary's first sense is not the one a school reading of
 * Xenophon, Lysias, Plato or Herodotus wants; `lemma:Voice` first (the middle of μεταπέμπω), then the lemma.
 */
export const SCHOOL_MEANINGS: ReadonlyMap<string, string> = new Map(Object.entries({
  'μεταπέμπω:Mid': 'mandare a chiamare', 'ἐξελαύνω': 'avanzare', 'σταθμός': 'tappa', 'παρασάγγης': 'parasanga',
  'ἀναβαίνω': 'salire', 'διαβάλλω': 'calunniare', 'ἐπιβουλεύω': 'tramare contro', 'λόγιος': 'dotto',
  'ὁπλίτης': 'oplita', 'φυγάς': 'esule', 'παράδεισος': 'parco', 'θηρίον': 'animale', 'ἄγριος': 'selvatico',
  'ἐξαιτέω:Mid': 'ottenere la grazia di', 'ἀποπέμπω': 'rimandare', 'ὑπάρχω': 'stare dalla parte di', 'ὁρμάω:Mid': 'partire',
  'ἥκω': 'arrivare', 'ἀφικνέομαι': 'giungere', 'ναυτίλλομαι': 'navigare', 'πρεσβύτερος': 'maggiore', 'νεώτερος': 'minore',
  'τελευτή': 'fine',
}));
