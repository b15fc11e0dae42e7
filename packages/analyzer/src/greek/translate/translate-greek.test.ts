import { describe, expect, test } from 'vitest';
import { createGreekAnalyzer } from '../pipeline';
import { createGreekTranslator } from './translate-greek';

const analyzer = createGreekAnalyzer();
const translator = createGreekTranslator(analyzer);

/**
 * Readings the statistical tagger gets wrong where the lexicon's ranking and rules got them right (decision 036):
 * τὰ τέκνα after καί as an accusative. Known failures while a model is present: a test here fails when the tagger
 * starts reading them right (then move it back to the tables below).
 */
const knownWithTagger = analyzer.tagger ? test.fails : test;
for (const [greek, italian] of [
  ['ἡ γυνὴ καὶ τὰ τέκνα ἐν τῇ οἰκίᾳ ἦσαν.', 'La donna e i figli erano nella casa.'],
] as const) {
  knownWithTagger(`known with the tagger: ${greek}`, () => {
    expect(translator.translate(greek)).toBe(italian);
  });
}

describe('literal Greek → Italian translation of school sentences', () => {
  test.each([
    // subject–verb–object order, articles agreeing with the Italian nouns; λέγω + accusative stays literal
    ['ὁ στρατηγὸς τοὺς στρατιώτας λέγει.', 'Il comandante dice i soldati.'],
    // aorist → passato remoto, dative → "a" + article
    ['ὁ Κῦρος τοῖς στρατιώταις ἔδωκε τὰ ὅπλα.', 'Ciro diede le armi ai soldati.'],
    // genitive inside the article phrase, predicative adjective with εἰμί
    ['ἡ τοῦ βασιλέως θυγάτηρ καλή ἐστιν.', 'La figlia del re è bella.'],
    // passive aorist with agent (ὑπό + genitive → "da")
    ['οἱ στρατιῶται ὑπὸ τοῦ στρατηγοῦ ἐπαιδεύθησαν.', 'I soldati furono educati dal comandante.'],
    // a verb whose object is in the genitive
    ['οἱ πολῖται τοῦ ῥήτορος ἀκούουσιν.', "I cittadini ascoltano l'oratore."],
    // ano teleia → semicolon; δέ opens the clause; Greek ; → ?
    ['οἱ πολέμιοι ἔφυγον· ὁ δὲ στρατηγὸς τοὺς στρατιώτας ἐπῄνεσεν.', 'I nemici fuggirono; e il comandante lodò i soldati.'],
    ['τί λέγεις;', 'Che cosa dici?'],
    // a sigmatic aorist is no imperfect (lexicon/false-imperfects.ts); τιμῶσιν, with nothing to call for a
    // subjunctive, is the indicative (tagger/subjunctive.ts)
    ['οἱ Ἀθηναῖοι ἐνίκησαν τοὺς Πέρσας.', 'Gli Ateniesi vinsero i Persiani.'],
    ['πάντες οἱ πολῖται τὸν νόμον τιμῶσιν.', 'Tutti i cittadini onorano la legge.'],
    // ἐν + dative
    ['οἱ παῖδες ἐν τῇ οἰκίᾳ μένουσιν.', 'I ragazzi rimangono nella casa.'],
    // traditional Italian names (data/greek-glossary/names.tsv); a name with a plural lemma stays as it is
    ['Κροῖσος ἐβασίλευσεν.', 'Creso regnò.'],
    ['ὁ Κῦρος ἦλθεν ἐξ Ἀθηνῶν.', 'Ciro venne da Atene.'],
    // τελευτή is "la fine" (school meaning, feminine in Italian), not "la morte"
    ['ὁ στρατηγὸς τὴν τελευτὴν τοῦ πολέμου ὁρᾷ.', 'Il comandante vede la fine della guerra.'],
    // ὅτι after a comma says why, unless a verb of saying, thinking or knowing stands before it
    ['οἱ στρατιῶται χαίρουσιν, ὅτι ὁ πόλεμος τέλος ἔχει.', 'I soldati si rallegrano, perché la guerra ha una fine.'],
    ['λέγει, ὅτι ὁ στρατηγὸς φεύγει.', 'Dice, che il comandante fugge.'],
  ])('%s', (greek, italian) => {
    expect(translator.translate(greek)).toBe(italian);
  });

  test.each([
    // middle verb with a middle meaning of its own; mediopassive with agent is passive
    ['οἱ ναῦται τὸν χειμῶνα φοβοῦνται.', "I marinai temono l'inverno."],
    ['ἡ πόλις ὑπὸ τῶν πολιτῶν φυλάττεται.', 'La città è custodita dai cittadini.'],
    // relative clause whose subject is the relative pronoun
    ['ὁ στρατηγός, ὃς σοφὸς ἦν, τοὺς στρατιώτας ἔπεισεν.', 'Il comandante, che era sapiente, persuase i soldati.'],
    // circumstantial participle with its object; substantivised participle
    ['ταῦτα εἰπὼν ὁ Κῦρος ἀπῆλθεν.', 'Avendo detto queste cose, Ciro andò via.'],
    ['οἱ φεύγοντες ὑπὸ τῶν πολεμίων ἐλήφθησαν.', 'Quelli che fuggono furono presi dai nemici.'],
    // determiners: πᾶς before the article, numerals, τις, predicative αὐτός
    ['οἱ Ἕλληνες πέντε ναῦς εἶχον.', 'I Greci avevano cinque navi.'],
    ['ἀνήρ τις ἦλθεν εἰς τὴν πόλιν.', 'Un certo uomo venne nella città.'],
    ['ὁ στρατηγὸς αὐτὸς ἦλθεν.', 'Il comandante stesso venne.'],
    // articular infinitive as subject; genitive of comparison; vocative
    ['τὸ μανθάνειν καλόν ἐστιν.', "L'imparare è bello."],
    ['ὁ Σωκράτης σοφώτερος ἦν τῶν ἄλλων.', 'Socrate era più sapiente degli altri.'],
    ['μὴ φοβεῖσθε, ὦ φίλοι.', 'Non temete, o amici.'],
    // accusative and infinitive, with the Italian sequence of tenses
    ['νομίζω τοὺς θεοὺς εἶναι.', 'Ritengo che gli dei siano.'],
    ['ὁ Κῦρος ἔφη τοὺς πολεμίους φεύγειν.', 'Ciro disse che i nemici fuggivano.'],
    // γίγνομαι without predicate; a name without Italian name spelt the Italian way
    ['ἡ μάχη ἐγένετο ἐν τῷ πεδίῳ.', 'La battaglia avvenne nella pianura.'],
    ['ὁ Κέφαλος ἦλθεν.', 'Cefalo venne.'],
    // the article as a pronoun: ὁ μέν … ὁ δέ, ὁ δέ, and with a prepositional attribute
    ['ὁ μὲν ἔφυγεν, ὁ δὲ ἔμεινεν.', "L'uno fuggì, l'altro rimase."],
    ['ὁ δὲ ἀπῆλθεν.', 'Egli andò via.'],
    ['οἱ ἐν τῇ πόλει ἄνθρωποι εὐδαίμονες ἦσαν.', 'Gli uomini nella città erano felici.'],
    // genitive absolute; comparison with ἤ; vocative with a people's name
    ['τῶν πολεμίων ἐπελθόντων οἱ Ἕλληνες ἔφυγον.', 'Avendo i nemici assalito, i Greci fuggirono.'],
    ['ὁ ἥλιος λαμπρότερός ἐστιν ἢ ἡ σελήνη.', 'Il sole è più splendente della luna.'],
    ['ὦ ἄνδρες Ἀθηναῖοι, ἀκούσατέ μου.', 'O uomini ateniesi, ascoltate me.'],
    // crasis, perfect with present meaning, aorist passive of a middle verb
    ['κἀγὼ τοῦτο λέγω.', 'E io dico ciò.'],
    ['οἱ δὲ ἀπεκρίναντο ὅτι οὐκ ἴσασιν.', 'Essi risposero che non sanno.'],
    ['ὁ στρατὸς ἐπορεύθη διὰ τῆς χώρας.', "L'esercito marciò attraverso la regione."],
    // infinitive of command, impersonal δεῖ, neuter plural subject with a singular verb, coordination
    ['ὁ βασιλεὺς ἐκέλευσε τοὺς στρατιώτας μάχεσθαι.', 'Il re ordinò ai soldati di combattere.'],
    ['δεῖ τοὺς νέους τοῖς γέρουσι πείθεσθαι.', 'Bisogna che i giovani obbediscano ai vecchi.'],
    ['οὕτως ἔχει τὰ πράγματα.', 'Le cose stanno così.'],
    // a determiner before the article; a noun whose Italian is a name takes no article
    ['Ἐν τούτῳ τῷ χρόνῳ ἀπέθανεν ὁ βασιλεύς.', 'Il re morì in questo tempo.'],
    ['Ἀρχὴ τοῦ εὐαγγελίου Ἰησοῦ Χριστοῦ.', 'Un principio del vangelo di Gesù di Cristo.'],
    // neuter subject read as accusative, with εἰμί; ἐπεὶ δέ opening the sentence → "poiché"; an adverb used as preposition
    ['τοῦτο δὲ ἦν ἀδύνατον.', 'Ciò era impossibile.'],
    ['ἐπεὶ δὲ ἐτελεύτησε Δαρεῖος, Τισσαφέρνης διαβάλλει τὸν Κῦρον πρὸς τὸν ἀδελφόν.', 'Poiché Dario morì, Tissaferne calunnia Ciro verso il fratello.'],
    ['πάντα δι᾽ αὐτοῦ ἐγένετο.', 'Tutte le cose avvennero attraverso lui.'],
    ['χωρὶς αὐτοῦ ἦλθεν.', 'Venne senza lui.'],
    // potential optative with ἄν; optative without ἄν in a dependent clause
    ['τίς ἂν τοῦτο ποιήσειεν;', 'Chi farebbe ciò?'],
    ['εἰ τοῦτο ποιοίης, ἁμαρτάνοις ἄν.', 'Se facessi ciò, sbaglieresti.'],
  ])('construction: %s', (greek, italian) => {
    expect(translator.translate(greek)).toBe(italian);
  });

  // Known wrong since the tagger learnt PROIEL dev (decision 050): ἵνα before the optative is read as the adverb
  // "where", so the purpose clause is not found ("Affinché venne gli amici vedrebbe").
  test.fails.each([
    ['ἦλθεν ἵνα τοὺς φίλους ἴδοι.', 'Venne affinché vedesse gli amici.'],
  ])('construction, known wrong: %s', (greek, italian) => {
    expect(translator.translate(greek)).toBe(italian);
  });

  test('keeps one output line for every input line, empty lines included', () => {
    const output = translator.translate('τί λέγεις;\n\nὁ στρατηγὸς λέγει.\n');
    expect(output.split('\n')).toEqual(['Che cosa dici?', '', 'Il comandante parla.', '']);
  });
});

describe('Greek authentic prose: no Greek word reaches the Italian', () => {
  test('parents in the genitive with γίγνομαι: "nascono da"', () => {
    expect(translator.translate('Δαρείου καὶ Παρυσάτιδος γίγνονται παῖδες δύο.')).toBe('Due figli nascono da Dario e da Parisatide.');
  });

  test('a middle verb with its school meaning; words with no Italian meaning are left out', () => {
    expect(translator.translate('Κῦρον μεταπέμπεται ἀπὸ τῆς ἀρχῆς.')).toBe('Manda a chiamare Ciro dal principio.');
    const text = translator.translate('Λύκος ἰδὼν ἄρνα ἀπό τινος ποταμοῦ πίνοντα ἐβουλήθη μετ’ εὐλόγου αἰτίας αὐτὸν καταθοινήσασθαι.');
    expect(text).not.toMatch(/[\u0370-\u03ff\u1f00-\u1fff]/);
  });
});

describe('what the Greek translator reports of its sentences', () => {
  test('the finite verb with its person and number, its subject, no Greek word left', () => {
    const report = translator.report('ὁ Κῦρος τοῖς στρατιώταις ἔδωκε τὰ ὅπλα.');
    expect(report.text).toBe(translator.translate('ὁ Κῦρος τοῖς στρατιώταις ἔδωκε τὰ ὅπλα.'));
    const sentence = report.sentences[0]!;
    expect(sentence.clauses[0]).toMatchObject({ main: true, verb: { text: 'diede', person: 3, number: 'S' }, subject: { text: 'Ciro', person: 3, number: 'S' } });
    expect(sentence.untranslated).toEqual([]);
  });
});

describe('no Greek word in the Italian', () => {
  test('a verb with a school meaning only is conjugated, not shown in Greek', () => {
    const { sentences } = translator.report('οἱ Φοίνικες ἐναυτίλλοντο.');
    expect(sentences[0]!.text).toMatch(/navigavano/);
    expect(sentences[0]!.untranslated).toEqual([]);
  });
});

describe('a nominal sentence', () => {
  test.each([
    ['ὁ βίος βραχύς.', 'La vita è breve.'],
    ['οἱ στρατιῶται ἀνδρεῖοι.', 'I soldati sono coraggiosi.'],
    // a sentence with no verb at all: an adjective without article is said of the subject (decision 054)
    ['Πρεσβύτερος μὲν Ἀρταξέρξης, νεώτερος δὲ Κῦρος.', 'Artaserse è più anziano, e Ciro più giovane.'],
    ['Ἡροδότου Ἁλικαρνησσέος ἱστορίης ἀπόδεξις ἥδε.', 'La dimostrazione di Erodoto di Alicarnesseo di una ricerca è questa.'],
  ])('%s says the unsaid verb', (greek, italian) => {
    expect(translator.translate(greek)).toBe(italian);
    expect(translator.report(greek).sentences[0]!.clauses.some((c) => c.verb)).toBe(true);
  });

  test('a title (a noun and its genitives) and a cry (one word repeated) say none', () => {
    expect(translator.translate('Ἀρχὴ τοῦ εὐαγγελίου.')).not.toMatch(/ è/);
    expect(translator.translate('Θάλαττα θάλαττα.')).not.toMatch(/ è/);
  });
});

describe('decision 054', () => {
  test.each([
    // a personal pronoun object before the finite verb as a clitic
    ['Ἡ δὲ μήτηρ αὐτὸν ἀποπέμπει.', 'La madre lo rimanda.'],
    ['ὁ στρατηγὸς αὐτῷ λέγει.', 'Il comandante gli parla.'],
    // a participle agreeing with a noun that is not the subject: a relative clause
    ['Λύκος ἄρνα πίνοντα εἶδεν.', 'Lupo vide una pecorella che beve.'],
    // joined subjects of a singular verb: the Italian verb is plural
    ['ἦλθε Κῦρος καὶ Κλέαρχος.', 'Ciro e Clearco vennero.'],
  ])('%s', (greek, italian) => {
    expect(translator.translate(greek)).toBe(italian);
  });
});

describe('τυγχάνω with a participle', () => {
  // πρεσβύτερος is read as the comparative of πρέσβυς (decision 047): the elder of Darius's two sons.
  test('is the participle’s verb in τυγχάνω’s tense', () => {
    expect(translator.translate('ὁ μὲν οὖν πρεσβύτερος παρὼν ἐτύγχανε.')).toBe('Dunque il più anziano era presente.');
  });
});

describe('δέ opening a sentence', () => {
  test('after the first word it links to what went before: no "e" in Italian', () => {
    expect(translator.translate('ἐγὼ δὲ οὐκ οἶδα.')).not.toMatch(/^E /);
  });
});

describe('ἐκεῖνος before a noun', () => {
  test.each([
    ['ἐν ταῖς ἡμέραις ἐκείναις ἦλθεν.', 'Venne in quei giorni.'],
    ['ἐκεῖνοι οἱ ἄνδρες λέγουσιν.', 'Quegli uomini parlano.'],
  ])('%s is said like the article', (greek, italian) => {
    expect(translator.translate(greek)).toBe(italian);
  });
});

describe('μέν … δέ', () => {
  test('a clause with δέ answering μέν is set against the one before: "ma"', () => {
    expect(translator.translate('ἀσπάζομαι μὲν ὑμᾶς, πείσομαι δὲ τῷ θεῷ.')).toMatch(/, ma /);
  });

  test('between phrases without a verb of their own δέ stays "e"', () => {
    expect(translator.translate('ὥρα ἀπιέναι, ἐμοὶ μὲν ἀποθανουμένῳ, ὑμῖν δὲ βιωσομένοις.')).not.toMatch(/\bma\b/);
  });
});

describe('the genitive absolute', () => {
  test.each([
    ['Κύρου ἀποθανόντος, οἱ Ἕλληνες ἔμενον.', 'Morto Ciro, i Greci rimanevano.'],
    ['τῶν πολεμίων ἐλθόντων, ἔφυγον.', 'Venuti i nemici, fuggirono.'],
  ])('an aorist whose Italian verb takes essere agrees with its noun: %s', (greek, italian) => {
    expect(translator.translate(greek)).toBe(italian);
  });

  test('αὐτοῦ as its subject is "egli"', () => {
    expect(translator.translate('Ταῦτα εἰπόντος αὐτοῦ, ἀνέστησαν.')).toMatch(/^Avendo egli detto/);
  });
});

describe('the article and participle', () => {
  test.each([
    ['Οἱ λέγοντες ταῦτα ψεύδονται.', 'Quelli che dicono queste cose mentono.'],
    ['Ὁ παῖς ὁ γράφων τὴν ἐπιστολὴν χαίρει.', 'Il ragazzo che scrive la lettera si rallegra.'],
  ])('keeps its object and, after a noun, is that noun’s relative clause: %s', (greek, italian) => {
    expect(translator.translate(greek)).toBe(italian);
  });
});

describe('τις and words read as vocatives', () => {
  test('τις beside its noun is left to the indefinite article', () => {
    expect(translator.translate('ἐπί τινος δένδρου ἐκάθισεν.')).toBe('Sedette su un albero.');
  });

  test('with no ὦ and no second person, a vocative reading is the nominative', () => {
    expect(translator.translate('Κόραξ κρέας ἁρπάσας ἐπί τινος δένδρου ἐκάθισεν.')).not.toMatch(/^O /);
    expect(translator.translate('ὦ Σώκρατες, τί λέγεις;')).toMatch(/^O Socrate/);
  });
});
