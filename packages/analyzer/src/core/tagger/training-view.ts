/**
 * What a training update reads of the sentence the engine has prepared (train.ts): each token's feature hashes,
 * static and history (features.ts), and the candidate-level features of one candidate: its lexicon-prior bucket,
 * its agreement with the neighbours (and the convention's copy of it), its clause context.
 */
import { AGREEMENT_FEATURES, NO_AGREEMENT, PROFILE_SIZE, agreementFlags, conventionAgreementFeature } from './agreement';
import { CLAUSE_FEATURES } from './clause';
import { NO_CONVENTION, SentenceFeatures } from './features';
import type { TaggerInput } from './input';
import type { Lattice } from './lattice';
import type { TagSet } from './tagset';

export class TrainingView {
  readonly features = new SentenceFeatures();
  private lattice: Lattice | undefined;

  constructor(private readonly tagset: TagSet) {}

  /** Reads the sentence `input` as prepared into `lattice`. */
  load(input: TaggerInput, lattice: Lattice): void {
    this.lattice = lattice;
    this.features.load(input.forms, input.keys, input.convention);
    for (let i = 0; i < lattice.length; i++) this.features.setSignature(i, lattice.entries[i]!.signature, lattice.entries[i]!.uposSet);
  }

  private get current(): Lattice {
    if (!this.lattice) throw new Error('TrainingView: no sentence loaded');
    return this.lattice;
  }

  /** The lexicon-prior bucket of candidate `at` (an index into cands.ids) of token i. */
  priorBucketAt(i: number, at: number): number {
    const l = this.current;
    return l.entries[i]!.priorBucket[at - l.cands.start[i]!]!;
  }

  /** The agreement feature of candidate `at` of token i, or −1 when it has no case. */
  agreementFeatureAt(i: number, at: number): number {
    const l = this.current;
    const n = l.length;
    const p = (j: number) => (j >= 0 && j < n ? j * PROFILE_SIZE : -1);
    const flags = agreementFlags(this.tagset.agreement[l.cands.ids[at]!]!, l.profiles, p(i - 2), p(i - 1), p(i + 1), p(i + 2));
    return flags === NO_AGREEMENT ? -1 : AGREEMENT_FEATURES[flags]!;
  }

  /** The clause feature of candidate `at` of token i (clause.ts), or −1 when its tag plays no clause role. */
  clauseFeatureAt(i: number, at: number): number {
    const l = this.current;
    if (this.tagset.clauseRole[l.cands.ids[at]!] === 0) return -1;
    return CLAUSE_FEATURES[l.clause[i]!]!;
  }

  /** The convention's own copy of an agreement feature (PROIEL: a pronoun with no noun to agree with is PRON), or −1. */
  conventionAgreementFeature(feature: number): number {
    const c = this.current.convention;
    return feature === -1 || c === NO_CONVENTION ? -1 : conventionAgreementFeature(c, feature);
  }
}
