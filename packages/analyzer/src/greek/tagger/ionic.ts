/**
 * Whether a sentence is written like Herodotus' Ionic, by forms UD PROIEL dev's New Testament does not write: the
 * datives in -οισι and -ῃσι (τοῖσι, ἄλλοισι, τῇσι), ἑωυτοῦ, μιν, σφι, ἐς, ἐών, ὅκως, κοτε, οὔνομα, the nominative
 * plurals in -εες (βασιλέες), the names' genitives in -εω (Γύγεω), η after ι or ρ in the first declension (χώρην,
 * βασιληίην, Ἰωνίῃ; not παρῆν, εὕρῃ) and the uncontracted -εε- of the verbs in -έω (ἐδόκεε, ποιέειν). UD PROIEL's two
 * texts annotate differently: its Herodotus writes ὁ as a relative pronoun (τὰ Κροῖσος ἀνέθηκε), αὐτός DET and καί
 * "also" ADV far more often than its New Testament, and a sentence alone does not say which text it comes from.
 * On UD PROIEL dev: 200 of Herodotus' 386 sentences have such a form, none of the New Testament's 633. It is a mark of
 * PROIEL's Herodotus, not a test of dialect: Attic writes some of these forms too (Thucydides' ἐς, σφίσι, the optative
 * εἴην, ἐχάρην, Μενέλεω; UD Perseus dev 102 of 532 sentences) and the Koine a few (ἐξέχεεν, ἐδέετο; UD PTNK 5 of
 * 1,166). Only UD PROIEL's classifiers read it (decision 122).
 * Example: `isIonicSentence(['τὰ', 'Κροῖσος', 'ἐς', 'Δελφοὺς', 'ἀνέθηκε'])` → true.
 */
/** Forms that are Ionic as they stand (without accents or breathings, σ for ς). */
const FORMS: ReadonlySet<string> = new Set(['μιν', 'εσ', 'σφι', 'σφιν', 'σφισι', 'σφεων', 'εων', 'εουσα', 'εοντα', 'εοντεσ', 'εοντων', 'εοντι', 'εοντασ', 'ουνομα', 'οκωσ', 'οκου', 'οκοτε', 'κωσ', 'κου', 'κοτε', 'επειτε', 'ιδμεν', 'ωυτοσ', 'ωυτο']);
/**
 * Endings Ionic alone writes: the datives in -οισι(ν) and -ῃσι(ν), the nominatives in -εες, the verbs' -εε-, and the
 * first declension's -ην after ι or ρ and -ιῃ (χώρην, Ἰωνίῃ; circumflexed verbs apart: παρῆν).
 */
const ENDINGS = /(?:οισι|ῃσι)ν?$|εεσ$|εε(?:ι|ιν|τ[οα]ι?|σθαι|ν)?$/u;
const ETA_AFTER_IOTA_OR_RHO = /(?:[ιρ]ην|ιῃ)$/u;
const CIRCUMFLEX = '\u0342';

/** A form lower-cased without accents, breathings or diaeresis, keeping the iota subscript (ῃ), σ for ς. */
function keyOf(form: string): string {
  return form.normalize('NFD').toLowerCase().replace(/[\u0300-\u0344\u0346-\u036f]/gu, '').replace(/ς/gu, 'σ').normalize('NFC');
}

/** Whether a form is Ionic (see the module's comment). */
export function isIonicForm(form: string): boolean {
  const key = keyOf(form);
  if (FORMS.has(key) || key.startsWith('εωυτ') || ENDINGS.test(key)) return true;
  // A name's genitive in -εω (Γύγεω, Ἀρισταγόρεω): the verbs in -έω are capitalised only at a sentence's start.
  if (key.endsWith('εω') && form.charAt(0) !== form.charAt(0).toLowerCase()) return true;
  return ETA_AFTER_IOTA_OR_RHO.test(key) && !form.normalize('NFD').slice(-3).includes(CIRCUMFLEX);
}

/** Whether any form of a sentence is Ionic. */
export function isIonicSentence(forms: readonly (string | undefined)[]): boolean {
  return forms.some((f) => f !== undefined && isIonicForm(f));
}
