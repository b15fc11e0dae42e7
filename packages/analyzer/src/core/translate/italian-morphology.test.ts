import { describe, expect, test } from 'vitest';
import { articleFor, joinPreposition } from './italian-articles';
import { agreeAdjective, conjugate, genderOfNoun, gerund, isItalianAdjective, isItalianNoun, isItalianVerb, pastParticiple, pluralOfMeaning, pluralOfNoun, readItalianVerb } from './italian-morphology';

describe('Italian morphology from Morph-it!', () => {
  test.each([
    ['arare', 'PRESENTE', 3, 'S', 'ara'],
    ['fuggire', 'PASSATO_REMOTO', 3, 'P', 'fuggirono'],
    ['arrendersi', 'PASSATO_REMOTO', 3, 'P', 'si arresero'],
    ['fuggire', 'TRAPASSATO_PROSSIMO', 3, 'P', 'erano fuggiti'],
    ['amare', 'CONG_IMPERFETTO', 3, 'P', 'amassero'],
    ['fare guerra', 'IMPERFETTO', 3, 'P', 'facevano guerra'],
  ] as const)('%s, %s %i%s → %s', (verb, tense, person, number, expected) => {
    expect(conjugate(readItalianVerb(verb), tense, person, number)).toBe(expected);
  });

  test.each([
    ['espugnare', 'F', 'S', 'espugnata'],
    ['vincere', 'M', 'P', 'vinti'],
  ] as const)('past participle of %s', (verb, gender, number, expected) => {
    expect(pastParticiple(verb, gender, number)).toBe(expected);
  });

  test.each([['soldato', 'M', 'soldati'], ['città', 'F', 'città'], ['uomo', 'M', 'uomini'], ['piano', 'M', 'piani'], ['presidio', 'M', 'presidi'], ['dio', 'M', 'dei']] as const)('plural of %s', (noun, gender, plural) => {
    expect(pluralOfNoun(noun, gender)).toBe(plural);
  });

  test.each([
    ['città santa', 'F', 'città sante'],
    ['quartiere di inverno', 'M', 'quartieri di inverno'],
    ['decreto del senato', 'M', 'decreti del senato'],
    ['campo militare romano', 'M', 'campi militari romani'],
  ] as const)('plural of the meaning %s: adjectives agree, a complement stays', (meaning, gender, plural) => {
    expect(pluralOfMeaning(meaning, gender)).toBe(plural);
  });

  test.each([['regnare', 'regnando'], ['fare', 'facendo'], ['condurre', 'conducendo'], ['vincere', 'vincendo']])('gerund of %s', (verb, expected) => {
    expect(gerund(verb)).toBe(expected);
  });

  test.each([
    ['M', 'S', 'agricoltore', "l'"], ['M', 'S', 'scudo', 'lo'], ['M', 'P', 'soldati', 'i'], ['M', 'P', 'uomini', 'gli'], ['F', 'S', 'isola', "l'"], ['F', 'P', 'rose', 'le'],
  ] as const)('article %s%s before %s', (gender, number, next, article) => {
    expect(articleFor(gender, number, next)).toBe(article);
  });

  test.each([['di', 'il', 'del'], ['a', 'gli', 'agli'], ['in', "l'", "nell'"], ['da', 'i', 'dai'], ['su', 'la', 'sulla'], ['con', 'le', 'con le']])('%s + %s', (p, a, joined) => {
    expect(joinPreposition(p, a)).toBe(joined);
  });
});

// Regression: an unknown Latin word is inflected as written, and the dictionaries are looked up by it:
// `constructor` or `__proto__` found Object.prototype's properties there and in the joining table.
describe('words named like Object.prototype properties', () => {
  test.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', '__lookupGetter__'])('%s is no Italian word', (word) => {
    expect([isItalianNoun(word), isItalianAdjective(word), isItalianVerb(word), genderOfNoun(word)]).toEqual([false, false, false, undefined]);
    expect(pluralOfNoun(word, 'M')).toBe(word);
    expect(agreeAdjective(word, 'F', 'P')).toBe(word);
    expect(pastParticiple(word, 'F', 'S')).toBe(word);
    expect(conjugate(readItalianVerb(word), 'PRESENTE', 3, 'S')).toBe(word);
    expect(joinPreposition(word, 'il')).toBe(`${word} il`);
  });
});  test('an end (`fine`) and a voice (`voce`) are feminine, whatever the dictionary files', () => {
    expect([genderOfNoun('fine'), genderOfNoun('voce'), genderOfNoun('soldato')]).toEqual(['F', 'F', 'M']);
  });


