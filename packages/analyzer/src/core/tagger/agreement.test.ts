import { describe, expect, test } from 'vitest';
import { NO_AGREEMENT, PROFILE_SIZE, agreementFlags, agreementInfo, fillProfile } from './agreement';

// "illa die": the demonstrative agrees with the noun after it only in the ablative singular.
const TAGS = [
  'DET|Case=Abl|Gender=Fem|Number=Sing', // 0 illa as a determiner
  'PRON|Case=Nom|Gender=Fem|Number=Sing', // 1 illa as a pronoun
  'NOUN|Case=Abl|Gender=Fem,Masc|Number=Sing', // 2 die
  'VERB|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act', // 3 a finite verb
  'VERB|Case=Abl|Gender=Fem|Number=Sing|Tense=Past|Aspect=Perf|VerbForm=Part|Voice=Pass', // 4 a participle
];
const info = TAGS.map(agreementInfo);

describe('agreement', () => {
  test('a tag without case has no agreement', () => {
    expect(info[3]).toBe(NO_AGREEMENT);
  });

  test('a candidate agrees with a neighbour noun of its case, number and gender', () => {
    const profiles = new Uint8Array(3 * PROFILE_SIZE);
    fillProfile([0, 1], 0, 2, info, profiles, 0); // illa
    fillProfile([2], 0, 1, info, profiles, PROFILE_SIZE); // die
    fillProfile([4], 0, 1, info, profiles, 2 * PROFILE_SIZE); // a participle after it
    // illa (token 0): noun next (bit 1) only for the ablative; nothing at +2 is a noun.
    expect(agreementFlags(info[0]!, profiles, -1, -1, PROFILE_SIZE, 2 * PROFILE_SIZE)).toBe(2);
    expect(agreementFlags(info[1]!, profiles, -1, -1, PROFILE_SIZE, 2 * PROFILE_SIZE)).toBe(0);
    // die (token 1): a modifier before (bit 4: the determiner reading of illa) and after (bit 5: the participle).
    expect(agreementFlags(info[2]!, profiles, -1, 0, 2 * PROFILE_SIZE, -1)).toBe(16 | 32);
    // the participle (token 2): a noun at −1 (bit 0), none at −2 (illa is no noun).
    expect(agreementFlags(info[4]!, profiles, 0, PROFILE_SIZE, -1, -1)).toBe(1);
  });
});
