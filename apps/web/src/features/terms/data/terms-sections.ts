import { formatEuro } from '../../../lib/format';
import type { SiteInfo } from '../../../lib/site-info';
import type { TermsConstants } from './terms-constants';

export type TermsSection = { id: string; title: string; paragraphs: string[] };
type Seller = SiteInfo['seller'];

function listPaymentMethods(terms: TermsConstants): string {
  const cards = `carte di credito e di debito dei circuiti ${terms.cardNetworks.join(' e ')}`;
  return terms.bankTransfer ? `${cards} oppure bonifico bancario` : cards;
}

/** The full Italian terms of sale, article by article, filled with the seller's data and the constants. */
export function buildTermsSections(seller: Seller, terms: TermsConstants): TermsSection[] {
  const sellerLine = `${seller.name}, con sede in ${seller.address}, P. IVA ${seller.vat}, e-mail ${seller.email}`;
  return [
    {
      id: 'definizioni',
      title: '1. Definizioni',
      paragraphs: [
        `«Venditore»: ${sellerLine}, titolare del servizio Versio.`,
        '«Cliente»: la persona fisica che acquista un piano a pagamento di Versio per scopi estranei alla propria attività imprenditoriale, commerciale, artigianale o professionale, e che è quindi «consumatore» ai sensi del Codice del Consumo (D.Lgs. 6 settembre 2005, n. 206).',
        '«Servizio»: l’applicazione web Versio, che offre la traduzione di testi latini e greci, l’analisi grammaticale parola per parola, il riconoscimento del testo da fotografia e le video lezioni, nei limiti previsti dal piano scelto.',
        '«Piano plus»: l’abbonamento a pagamento, mensile o annuale, che amplia i limiti del piano gratuito; «Piano lifetime»: l’accesso senza scadenza riservato ai primi 1000 utenti.',
      ],
    },
    {
      id: 'oggetto',
      title: '2. Oggetto',
      paragraphs: [
        'Le presenti condizioni generali regolano la vendita a distanza, tramite il sito Versio, dei piani a pagamento del Servizio. L’uso gratuito del Servizio non comporta alcun acquisto ed è disciplinato soltanto dai termini d’uso e dall’informativa privacy.',
        'Le caratteristiche essenziali di ciascun piano, i limiti mensili e il prezzo sono descritti nella pagina «Piani» prima dell’acquisto.',
      ],
    },
    {
      id: 'conclusione',
      title: '3. Conclusione del contratto',
      paragraphs: [
        'Per acquistare un piano il Cliente deve avere un account Versio con indirizzo e-mail verificato. Il contratto si conclude quando il pagamento è autorizzato e il Venditore invia al Cliente, all’indirizzo e-mail dell’account, la conferma dell’ordine con il riepilogo di queste condizioni.',
        'Il contratto è concluso in lingua italiana. Il Venditore conserva copia dell’ordine, che il Cliente può richiedere in qualsiasi momento.',
      ],
    },
    {
      id: 'prezzi',
      title: '4. Prezzi',
      paragraphs: [
        terms.pricesIncludeVat
          ? 'Tutti i prezzi sono espressi in euro e sono comprensivi di IVA. Non sono previste spese aggiuntive di alcun tipo.'
          : 'Tutti i prezzi sono espressi in euro; l’IVA è indicata separatamente al momento dell’ordine.',
        'Il prezzo applicato è quello indicato nella pagina «Piani» al momento dell’ordine. Eventuali variazioni di prezzo non si applicano ai periodi già pagati e, per gli abbonamenti, sono comunicate via e-mail almeno 30 giorni prima del rinnovo, con facoltà per il Cliente di disdire senza costi.',
        terms.couponsAccepted
          ? 'Sono accettati i buoni sconto indicati di volta in volta nella pagina «Piani».'
          : 'Non sono accettati buoni sconto, coupon o codici promozionali.',
      ],
    },
    {
      id: 'pagamento',
      title: '5. Modalità di pagamento',
      paragraphs: [
        `Il pagamento si effettua con ${listPaymentMethods(terms)}. I pagamenti con carta sono gestiti da un fornitore di servizi di pagamento certificato: il Venditore non conosce né conserva i dati completi della carta.`,
        'Per gli abbonamenti, l’importo è addebitato all’inizio di ogni periodo (mensile o annuale) sullo stesso metodo di pagamento, fino alla disdetta.',
        ...(terms.bankTransfer ? ['Per il pagamento con bonifico il piano si attiva al ricevimento dell’accredito.'] : []),
      ],
    },
    {
      id: 'durata',
      title: '6. Durata, rinnovo e disdetta',
      paragraphs: [
        'Il Piano plus si rinnova automaticamente alla scadenza per un periodo di uguale durata. Il Cliente può disdire in qualsiasi momento dalla sezione «Gestisci abbonamento» del proprio profilo: la disdetta ha effetto alla fine del periodo già pagato, fino al quale il Servizio resta pienamente disponibile.',
        'Il Piano lifetime non ha scadenza e non prevede rinnovi né addebiti successivi.',
      ],
    },
    {
      id: 'recesso',
      title: '7. Diritto di recesso',
      paragraphs: [
        `Il Cliente consumatore ha diritto di recedere dal contratto, senza indicarne le ragioni e senza penali, entro ${terms.withdrawalDays} giorni dalla sua conclusione (artt. 52 e seguenti del Codice del Consumo).`,
        `Per esercitarlo basta inviare al Venditore, prima della scadenza del termine, una dichiarazione esplicita all’indirizzo ${seller.email}, anche utilizzando il modulo tipo di recesso previsto dall’allegato I, parte B, del Codice del Consumo.`,
        'Se il Cliente ha chiesto espressamente che il Servizio inizi durante il periodo di recesso, in caso di recesso è tenuto a pagare soltanto la parte di prezzo proporzionale al Servizio fornito fino alla comunicazione del recesso (art. 57, comma 3, del Codice del Consumo).',
        `Il Venditore rimborsa quanto dovuto senza indebito ritardo e comunque entro ${terms.withdrawalDays} giorni dal ricevimento della comunicazione di recesso, con lo stesso mezzo di pagamento usato per l’acquisto, salvo diverso accordo e senza costi per il Cliente.`,
      ],
    },
    {
      id: 'garanzia',
      title: '8. Garanzia legale di conformità',
      paragraphs: [
        `Il Venditore è responsabile dei difetti di conformità del Servizio ai sensi degli artt. 135-octies e seguenti del Codice del Consumo. Per i contenuti e i servizi digitali forniti una tantum la garanzia copre i difetti che si manifestano entro ${terms.conformityGuaranteeYears} anni dalla fornitura; per gli abbonamenti copre i difetti che si manifestano durante tutto il periodo di fornitura.`,
        'In caso di difetto il Cliente ha diritto al ripristino della conformità senza spese e, se questo non è possibile o non avviene in un tempo ragionevole, a una riduzione proporzionale del prezzo o alla risoluzione del contratto.',
        `L’azione per far valere i difetti non dolosamente occultati dal Venditore si prescrive, in ogni caso, nel termine di ${terms.claimLimitationMonths} mesi dalla fornitura del Servizio.`,
      ],
    },
    {
      id: 'reclami',
      title: '9. Assistenza e reclami',
      paragraphs: [
        `Richieste di assistenza e reclami si inviano per e-mail a ${seller.email}, indicando l’indirizzo e-mail dell’account e una breve descrizione del problema.`,
        `Il Venditore risponde di norma entro ${terms.replyDays} giorni dal ricevimento della richiesta.`,
      ],
    },
    {
      id: 'uso',
      title: '10. Uso corretto del Servizio',
      paragraphs: [
        'Traduzioni e analisi sono generate automaticamente a partire da dizionari e paradigmi e possono contenere imprecisioni: sono uno strumento di studio e non sostituiscono il lavoro sul testo né il confronto con il vocabolario e con i docenti.',
        'L’account è personale e non può essere ceduto né condiviso. Il Venditore può sospendere l’account in caso di uso abusivo o automatizzato del Servizio, dandone comunicazione motivata al Cliente.',
      ],
    },
    {
      id: 'legge',
      title: '11. Legge applicabile',
      paragraphs: [
        'Il contratto è regolato dalla legge italiana. Resta salva l’applicazione delle norme imperative più favorevoli del Paese di residenza abituale del consumatore, ai sensi dell’art. 6 del Regolamento (CE) n. 593/2008.',
      ],
    },
    {
      id: 'foro',
      title: '12. Foro competente e risoluzione delle controversie',
      paragraphs: [
        'Per ogni controversia relativa al contratto è competente in via inderogabile il giudice del luogo di residenza o di domicilio del consumatore, se ubicato in Italia (art. 66-bis del Codice del Consumo).',
        `Per le controversie transfrontaliere di valore non superiore a ${formatEuro(terms.smallClaimsCeilingEuro)}, escluse interessi e spese, il Cliente può ricorrere al procedimento europeo per le controversie di modesta entità previsto dal Regolamento (CE) n. 861/2007, come modificato dal Regolamento (UE) 2015/2421.`,
        `Ai sensi del Regolamento (UE) n. 524/2013 il Cliente può inoltre avvalersi della piattaforma europea di risoluzione online delle controversie (ODR), raggiungibile all’indirizzo ${terms.odrUrl}, oppure di un organismo di risoluzione alternativa delle controversie (ADR) previsto dagli artt. 141 e seguenti del Codice del Consumo.`,
      ],
    },
    {
      id: 'modifiche',
      title: '13. Modifiche alle condizioni',
      paragraphs: [
        `Le presenti condizioni sono in vigore dal ${terms.effectiveDate}. Il Venditore può aggiornarle: la versione applicabile a ciascun acquisto è quella pubblicata al momento dell’ordine, e le modifiche che riguardano abbonamenti in corso sono comunicate via e-mail con almeno 30 giorni di preavviso.`,
      ],
    },
  ];
}
