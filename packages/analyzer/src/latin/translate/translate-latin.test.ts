import { describe, expect, test } from 'vitest';
import { createLatinAnalyzer } from '../pipeline';
import { createLatinTranslator } from './translate-latin';

const translator = createLatinTranslator(createLatinAnalyzer());

describe('literal Latin → Italian translation of school sentences', () => {
  test.each([
    // subject–verb agreement and Italian word order (subject, verb, object)
    ['Agricola terram arat.', "L'agricoltore ara la terra."],
    ['Puellae rosas amant.', 'Le fanciulle amano le rose.'],
    // deponent perfect: passive form, active meaning, passato remoto
    ['Caesar milites hortatus est.', 'Cesare esortò i soldati.'],
    // ablative absolute as an implicit participial clause
    ['Oppido expugnato, hostes fugerunt.', 'Espugnata la città, i nemici fuggirono.'],
    // an ablative absolute the tagger misread, with a deponent whose Italian verb takes essere
    ['Sole orto, milites castra moverunt.', "Sorto il sole, i soldati levarono l'accampamento."],
    // dative with "a" + article, genitive with "di" + article
    ['Magister pueris fabulam narrat.', 'Il maestro racconta la favola ai ragazzi.'],
    ['Filia agricolae rosas in silva videt.', "La figlia dell'agricoltore vede le rose nel bosco."],
    // passive with agent (a/ab → da), predicate noun with the indefinite article
    ['Hostes a Romanis victi sunt.', 'I nemici furono vinti dai Romani.'],
    // a people takes the article, a person's name does not
    ['Helvetii legatos ad Caesarem mittunt.', 'Gli Elvezi mandano gli ambasciatori a Cesare.'],
    ['Roma est magna urbs.', 'Roma è una grande città.'],
    // relative clause between commas, plurale tantum rendered singular
    ['Milites, qui in castris erant, fortiter pugnabant.', "I soldati, che erano nell'accampamento, combattevano coraggiosamente."],
    // passive periphrastic
    ['Carthago delenda est.', 'Cartagine deve essere distrutta.'],
    // `quam diu` in a statement is "finché"; `quisquam` takes no article
    ['Quam diu quisquam vivet, pugnabimus.', 'Finché qualcuno vivrà, combatteremo.'],
  ])('%s', (latin, italian) => {
    expect(translator.translate(latin)).toBe(italian);
  });

  test('keeps one output line for every input line, empty lines included', () => {
    const output = translator.translate('Puellae rosas amant.\n\nAgricola terram arat.\n');
    expect(output.split('\n')).toEqual(['Le fanciulle amano le rose.', '', "L'agricoltore ara la terra.", '']);
  });
});

describe('sentences built from their structure (authentic prose and school sentences with clauses)', () => {
  test.each([
    // idiom list: quo usque tandem; a clause cut by a vocative; the ablative a verb asks for (abutor → di)
    ['Quo usque tandem abutere, Catilina, patientia nostra?', 'Catilina, fino a quando abusi della nostra pazienza?'],
    // cum + subjunctive → dopo che + indicative; AcI as a che clause in the imperfect; idioms; infinitives with a/di
    [
      'Caesari cum id nuntiatum esset, eos per provinciam nostram iter facere conari, maturat ab urbe proficisci et quam maximis potest itineribus in Galliam ulteriorem contendit.',
      'Dopo che ciò era stato annunciato a Cesare che essi tentavano di passare attraverso la nostra provincia, si affretta a partire dalla città e si dirige a marce forzatissime nella Gallia ulteriore.',
    ],
    // certior fieri; eius as the possessive
    ['Ubi de eius adventu Helvetii certiores facti sunt, legatos ad eum mittunt.', 'Quando gli Elvezi furono informati del suo arrivo, mandano gli ambasciatori a lui.'],
    // videor → sembrare with the governing infinitive first
    ['Hannibal videtur Romanos superare potuisse.', 'Annibale sembra avere potuto superare i Romani.'],
    // final ut with the same subject → per + infinitive; consecutive ut → che + indicative; ad + a person after venio → "da"
    ['Legati ad Caesarem venerunt ut pacem peterent.', 'Gli ambasciatori vennero da Cesare per chiedere la pace.'],
    ['Hostes tanta celeritate fugerunt ut nostri eos consequi non possent.', 'I nemici fuggirono con tanta rapidità che i nostri non li potevano raggiungere.'],
    // gerundive with ad → per + infinitive; a place or an aim opening the main clause opens the Italian one
    ['Ad eas res conficiendas Orgetorix deligitur.', 'Per compiere queste cose Orgetorige è scelto.'],
    // existential sum
    ['Erant omnino itinera duo.', "C'erano due viaggi in tutto."],
    // a perfect participle with its complements as a clause of its own; the unsaid est of a main clause
    ['Caesar suos hortatus proelium commisit.', 'Cesare, dopo avere esortato i suoi, attaccò la battaglia.'],
    ['Hostes victi.', 'I nemici furono vinti.'],
    // a personal pronoun object as a clitic before the verb
    ['Regina servos vocavit et eis dona dedit.', 'La regina chiamò i servi e gli diede i doni.'],
    ['Magister eam laudat.', 'Il maestro la loda.'],
    // iubeo + infinitive → "ordinare (a) di" + infinitive; an adjective of a people in lower case
    ['Caesar milites castra munire iussit.', "Cesare ordinò ai soldati di fortificare l'accampamento."],
    ['Pontem, qui erat ad Genavam, iubet rescindi.', 'Ordina di tagliare il ponte, che era a Ginevra.'],
    ['Caesar castra muniri iussit.', "Cesare ordinò di fortificare l'accampamento."],
    ['Populus Romanus Gallos vicit.', 'Il popolo romano vinse i Galli.'],
    // curo + gerundive → "fare" + infinitive; ad + a number → "circa"; ablative of separation → "da"
    ['Pontem faciendum curat.', 'Fa fare il ponte.'],
    // other readings of an ambiguous form: the object beside the subject, a genitive before its noun,
    // the dative of a verb of giving, an adjective's gender
    ['Boni cives leges servant.', 'I buoni cittadini conservano le leggi.'],
    ['Dux militibus signum dedit.', 'Il comandante diede il segnale ai soldati.'],
    ['Deae aram puellae ornant.', "Le fanciulle ornano l'altare della dea."],
    ['Caesar in citeriore Gallia erat.', 'Cesare era nella Gallia citeriore.'],
    // a title or a kind of place before its name
    ['Cicero consul coniurationem Catilinae patefecit.', 'Il console Cicerone scoprì la congiura di Catilina.'],
    ['Gallos ab Aquitanis Garumna flumen dividit.', 'Il fiume Garonna divide i Galli dagli Aquitani.'],
    // a partitive genitive goes with its relative superlative; a list cut at its commas; inter se; the ablative of respect
    ['Horum omnium fortissimi sunt Belgae.', 'I Belgi sono i più forti di tutti questi.'],
    ['Hi omnes lingua, institutis, legibus inter se differunt.', 'Tutti questi differiscono tra loro per la lingua, per le istituzioni e per le leggi.'],
    // what stands between the noun and the participle of an ablative absolute is said within it
    ['Militibus in castris manentibus, hostes oppidum oppugnaverunt.', "Rimanendo i soldati nell'accampamento, i nemici assalirono la città."],
    // beside a passive verb, a nominative that can be ablative is the cause; a noun before est that is a deponent's participle
    ['Helvetii undique loci natura continentur.', 'Gli Elvezi sono contenuti da ogni parte dalla natura del luogo.'],
    ['Cimon duro initio usus est.', "Cimone usò l'inizio duro."],
    // a superlative Italian keeps from Latin; a future imperative with a named subject
    ['Salus populi suprema lex esto.', 'La salute del popolo sia una legge suprema.'],
    // summum bonum; the school sense of adulescentia
    ['Sapientes dicunt virtutem esse summum bonum.', 'I saggi dicono che la virtù è il sommo bene.'],
    ['Haec studia adulescentiam alunt.', 'Questi studi nutrono la giovinezza.'],
    // a subject counted by a numeral: "ci sono"
    ['In Gallia genera sunt duo.', 'In Gallia ci sono due stirpi.'],
    // the words called out after o: vocatives without article
    ['O tempora, o mores!', 'O tempi, o costumi!'],
    // a people in a bare ablative plural beside a passive verb is the dative; in proelio "in battaglia"
    ['Tarentinis bellum indictum est.', 'La guerra fu dichiarata ai Tarentini.'],
    ['Multi Romani in proelio ceciderunt.', 'Molti Romani caddero in battaglia.'],
    // a verbless nominative between commas after a name is its apposition, no article before its genitive
    ['Cimon, Miltiadis filius, Atheniensis, duro initio usus est.', "Cimone, figlio di Milziade, ateniese, usò l'inizio duro."],
  ])('%s', (latin, italian) => {
    expect(translator.translate(latin)).toBe(italian);
  });

  test.each([
    // a nominal sentence says its unsaid copula: after the subject, or before the last stretch between commas
    ['Historia vero testis temporum, lux veritatis.', 'Ma la storia è un testimone dei tempi, la luce della verità.'],
    ['Themistocles, Neocli filius, Atheniensis.', 'Temistocle, figlio di Neocle, è ateniese.'],
    // adjectives listed after the copula are what is said of the subject
    ['Animus audax, subdolus, varius.', "L'animo è audace, subdolo e vario."],
    // the historical infinitive, its first half split from it by a relative clause
    ['Interim cotidie Caesar Haeduos frumentum, quod essent publice polliciti, flagitare.', 'Cesare chiedeva con istanza frattanto ogni giorno gli Edui il grano, che avessero promesso pubblico.'],
    // joined subjects with a singular verb: the Italian verb is plural
    ['Caesar et Labienus in Galliam venit.', 'Cesare e Labieno vennero in Gallia.'],
    // the nominative and infinitive; a verb of wanting with its object
    ['Romulus urbem condidisse dicitur.', 'Si dice che Romolo abbia fondato la città.'],
    ['Hostem occidere volui.', 'Ho voluto uccidere il nemico.'],
    // the first person perfect in the passato prossimo; after a semicolon the sentence goes on in lower case
    ['Si vales, bene est; ego valeo.', 'Se stai bene, è bene; io sto bene.'],
    // participles with an unsaid subject first; an infinitive after a relative clause is its host's; a demonstrative antecedent
    [
      'His rebus adducti et auctoritate Orgetorigis permoti constituerunt ea quae ad proficiscendum pertinerent comparare.',
      "Condotti da queste cose e agitati dall'autorità di Orgetorige, stabilirono di preparare ciò che riguardassero per partire.",
    ],
    ['Helvetii id quod constituerant facere conantur.', 'Gli Elvezi tentano di fare ciò che avevano stabilito.'],
    // a place or a time opening the main clause opens the Italian one
    ['Post eius mortem Helvetii oppida incendunt.', 'Dopo la sua morte gli Elvezi incendiano le città.'],
    // ut after an asking verb that a modal governs
    ['Ego vos hortari tantum possum ut amicitiam anteponatis.', "Io vi posso soltanto esortare ad anteporre l'amicizia."],
  ])('decision 054: %s', (latin, italian) => {
    expect(translator.translate(latin)).toBe(italian);
  });

  test('every sentence of a nominal text has a finite verb agreeing with its subject', () => {
    const report = translator.report('Historia vero testis temporum. Themistocles, Neocli filius, Atheniensis. Caesar et Labienus in Galliam venit.');
    for (const sentence of report.sentences) {
      expect(sentence.clauses.some((c) => c.verb)).toBe(true);
      for (const c of sentence.clauses) if (c.verb && c.subject) expect([c.verb.person, c.verb.number]).toEqual([c.subject.person, c.subject.number]);
    }
  });

  test('a present participle beside a form of sum is no compound passive', () => {
    expect(translator.translate('Puer tam diligens erat ut magister eum semper laudaret.')).not.toMatch(/era stato/);
  });

  test.each([
    // a participle after the verb agreeing with a subject of joined nouns
    ['Ad rivum eundem lupus et agnus venerant siti compulsi.', "Allo stesso ruscello il lupo e l'agnello erano venuti, spinti dalla sete."],
    // school senses of Caesar's words: consilium "piano"
    ['At barbari, consilio Romanorum cognito, equitatum praemiserunt.', 'Ma i barbari, conosciuto il piano dei Romani, mandarono avanti la cavalleria.'],
  ])('%s', (latin, italian) => {
    expect(translator.translate(latin)).toBe(italian);
  });

  // The gerundive without its *esse* is the accusative of the infinitive clause (rule 39, gerund.ts).
  test('AcI inside a causal clause, a main clause split by it', () => {
    expect(translator.translate('Caesar, quod memoria tenebat L. Cassium consulem occisum esse, concedendum non putabat.'))
      .toBe('Poiché ricordava che il console Lucio Cassio era stato ucciso, Cesare non riteneva di dover concedere.');
  });

  test('no Latin word without an Italian meaning is shown; a name keeps its form', () => {
    expect(translator.translate('Datis cum copiis in Atticam pervenit.')).not.toMatch(/datis/);
  });
  test.each([
    // decision 062: comparative adverbs; an infinitive beside a verb that takes one; the dative of a verb of preferring
    ['Id hoc facilius iis persuasit.', 'Ciò gli persuase tanto più facilmente.'],
    ['Vincere scis, Hannibal; victoria uti nescis.', 'Sai vincere, Annibale; ignori usare la vittoria.'],
    ['Amicitiam omnibus rebus humanis anteponite.', "Anteponete l'amicizia a tutte le cose umane."],
    // a predicate agrees with the Italian number of its subject; a participle takes the reading that agrees with it
    ['Castra erant magna.', "L'accampamento era grande."],
    ['Castra sunt contra populum Romanum conlocata.', "L'accampamento fu posto contro il popolo romano."],
    // an adjective between the subject and a copula with nothing else to say is the predicate
    ['Via longa est.', 'La strada è lunga.'],
    ['Helvetii finitimi sunt Sequanis.', 'Gli Elvezi sono vicini ai Sequani.'],
    ['Puella pulchra in horto est.', 'La fanciulla bella è nel giardino.'],
    // a participle between commas beside a clause with its own verb is no clause of its own
    ['Milites, hostium adventu perterriti, in castra fugerunt.', "I soldati, spaventati dall'arrivo dei nemici, fuggirono nell'accampamento."],
    // longe abesse "essere lontano"; school senses of canon words
    ['Hostes non longe absunt.', 'I nemici non sono lontani.'],
    ['Caesar, his rebus commotus, legatos misit.', 'Cesare, turbato da queste cose, mandò gli ambasciatori.'],
    // a compound verb the dictionary lacks takes its simple verb's meaning, "ri-" for re-: no clause loses its verb
    ['Romani, cum Gallos vicissent, urbem reaedificaverunt.', 'Dopo che avevano vinto i Galli, i Romani ricostruirono la città.'],
    // cum before a word that cannot be an ablative, with a subjunctive after it, is the conjunction
    ['Hoc cum Caesari nuntiatum esset, statim ad eos equitatum misit.', 'Dopo che questo era stato annunciato a Cesare, mandò subito la cavalleria a loro.'],
    ['Caesar cum legionibus venit.', 'Cesare venne con le legioni.'],
    // the relative connective; omnes alone for "everyone"
    ['Quibus rebus cognitis, Caesar legiones in hiberna reduxit.', "Conosciute queste cose, Cesare riportò le legioni nei quartieri d'inverno."],
    ['Quod ubi Caesar cognovit, legatos misit.', 'Quando Cesare conobbe ciò, mandò gli ambasciatori.'],
    ['Omnes eum admirabantur.', "Tutti l'ammiravano."],
    // a neuter plural demonstrative alone is "queste cose"; one that agrees with a noun of the sentence is its;
    // pauci alone without article; orationem habere "tenere un discorso"
    ['Cum haec ita essent, Caesar legatos misit.', 'Mentre queste cose erano così, Cesare mandò gli ambasciatori.'],
    ['Fuit, fuit ista quondam in hac re publica virtus.', 'Fu, questa virtù fu un tempo in questa repubblica.'],
    ['Pauci ex hostibus evaserunt.', 'Pochi uscirono dai nemici.'],
    ['Tum Cicero in senatu orationem habuit.', 'Allora Cicerone tenne il discorso nel senato.'],
    // an Italian verb with a direct object where Latin has the dative
    ['Legio decima Caesari gratias egit.', 'La legione decima ringraziò Cesare.'],
    // a determiner beside sum that agrees with nothing takes the reading that agrees with the subject
    ['Tanta erat in eo virtus ut omnes eum admirarentur.', "Tanta virtù era in lui che tutti l'ammiravano."],
    // a land takes the article except after "in"; pauci before a noun; ut after a compound asking verb
    ['Caesar Galliam vicit.', 'Cesare vinse la Gallia.'],
    ['Ex Italia venit.', "Venne dall'Italia."],
    ['Post paucos dies Caesar ad flumen pervenit.', 'Dopo pochi giorni Cesare giunse al fiume.'],
    ['Dux milites hortatus est ut fortiter pugnarent.', 'Il comandante esortò i soldati a combattere coraggiosamente.'],
    // quam diu etiam "per quanto tempo ancora"
    ['Quam diu etiam furor iste tuus nos eludet?', 'Per quanto tempo ancora questo tuo furore ci schiverà?'],
    // is before its noun "questo"; hic standing for a person "costui"
    ['Ea res est Helvetiis per indicium enuntiata.', "Questa cosa fu rivelata agli Elvezi attraverso l'indicazione."],
    ['Hic bella reparavit, Albanos vicit.', 'Costui rimise in stato le guerre, vinse gli Albani.'],
    // an idiom's verb of more words keeps them in the passive
    ['Hostes in fugam coniecti sunt.', 'I nemici furono messi in fuga.'],
    // the gods: "gli dei"
    ['Deos colebant.', 'Onoravano gli dei.'],
    // the ablative absolute of a name and a title
    ['Cicerone consule, coniuratio patefacta est.', 'Essendo console Cicerone, la congiura fu scoperta.'],
    ['Tarquinio rege, Pythagoras in Italiam venit.', 'Essendo re Tarquinio, Pitagora venne in Italia.'],
    ['M. Messalla et M. Pisone consulibus, Orgetorix coniurationem fecit.', 'Essendo consoli Marco Messalla e Marco Pisone, Orgetorige fece la congiura.'],
  ])('decision 062: %s', (latin, italian) => {
    expect(translator.translate(latin)).toBe(italian);
  });
});

