/**
 * Agreement between a word and the nouns beside it, for the parts of speech the treebanks give by role (οὗτος ADJ
 * beside its noun, PRON alone: conventions.ts, context-pos.ts, UD PROIEL's determiners in ud/output.ts); the test
 * both languages share (core/context-pos/agreement.ts).
 */
export { agree, ATTRIBUTIVE_WINDOW, besideAgreeingNoun } from '../../core/context-pos/agreement';
