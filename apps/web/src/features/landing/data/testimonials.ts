export type Testimonial = { text: string; author: string; place: string };

// The twelve testimonials of the landing carousel (spec §1, §9: twelve items).
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    text: 'Prima di Versio passavo due ore su una versione di Cesare. Ora capisco da solo perché un ablativo è assoluto, e al compito ho preso 8.',
    author: 'Lorenzo, 4ª liceo classico',
    place: 'Bergamo',
  },
  {
    text: 'L’analisi parola per parola è la cosa che mi mancava: vedo lemma, declinazione e caso, e il dizionario lo apro solo per scegliere il significato giusto.',
    author: 'Giulia, 3ª liceo classico',
    place: 'Lecce',
  },
  {
    text: 'Allo scientifico il latino è sempre stato il mio incubo. Con Versio ripasso le coniugazioni in metro e finalmente le subordinate non mi spaventano più.',
    author: 'Matteo, 2ª liceo scientifico',
    place: 'Monza',
  },
  {
    text: 'Per l’esame di Letteratura greca rileggo Lisia con l’analisi accanto: i paradigmi dei verbi in -μι finalmente hanno un senso.',
    author: 'Chiara, Lettere classiche',
    place: 'Pisa',
  },
  {
    text: 'Mia figlia lo usa per controllarsi dopo aver tradotto, non al posto di tradurre. In un quadrimestre è passata dal 5 al 7 in latino.',
    author: 'Paola, mamma di una studentessa',
    place: 'Parma',
  },
  {
    text: 'Lo consiglio ai miei studenti per il lavoro a casa: vedere ogni forma ricondotta al suo paradigma li abitua a ragionare, non a indovinare.',
    author: 'Prof. Andrea M., docente di latino e greco',
    place: 'Siracusa',
  },
  {
    text: 'Ho fotografato la versione dal libro e in un attimo avevo il testo pronto da analizzare. Comodissimo la sera prima della verifica!',
    author: 'Sofia, 5ª liceo classico',
    place: 'Trento',
  },
  {
    text: 'Il greco è ancora in beta ma mi ha già salvato con gli aoristi: vedo subito se è un aoristo primo o secondo e da che verbo viene.',
    author: 'Tommaso, 1ª liceo classico',
    place: 'Salerno',
  },
  {
    text: 'Sto preparando la seconda prova della maturità e Versio è diventato il mio compagno di studio: traduco Seneca e poi confronto l’analisi.',
    author: 'Alice, maturanda',
    place: 'Perugia',
  },
  {
    text: 'A Giurisprudenza il latino giuridico serve eccome. Con Versio ho ripreso in mano la grammatica che avevo dimenticato dal liceo.',
    author: 'Federico, studente di Giurisprudenza',
    place: 'Bologna',
  },
  {
    text: 'Le lezioni sono brevi e chiare, le guardo sul bus tornando da scuola. Quella sul cum narrativo me la sono rivista tre volte.',
    author: 'Martina, 3ª liceo linguistico',
    place: 'Treviso',
  },
  {
    text: 'Insegno ripetizioni e uso Versio con i ragazzi per mostrare come si smonta una frase di Cicerone: si divertono persino con il periodo ipotetico.',
    author: 'Elena, laureata in Filologia classica',
    place: 'Cagliari',
  },
];
