/**
 * An Italian-looking spelling of a Greek name that has no Italian name in the glosses, following the
 * usual Italian adaptation: no h for the rough breathing, φ → f, θ → t, χ → c(h), υ → i, ου → u, αυ/ευ → au/eu,
 * αι → e, ει → i, and the endings -ος → -o, -ης → -e, -ας → -a, -ων → -one, -ευς → -eo, -η → -a.
 * Example: `italianizeName('Δαρεῖος')` → `Dario`; `italianizeName('Κέφαλος')` → `Cefalo`.
 */
const LETTERS: ReadonlyMap<string, string> = new Map(Object.entries({
  α: 'a', β: 'b', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'e', θ: 't', ι: 'i', κ: 'c', λ: 'l', μ: 'm', ν: 'n', ξ: 's', ο: 'o',
  π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'i', φ: 'f', χ: 'c', ψ: 'ps', ω: 'o',
}));

const ENDINGS: readonly [RegExp, string][] = [
  [/eios$/, 'io'], [/ios$/, 'io'], [/os$/, 'o'], [/on$/, 'one'], [/eus$/, 'eo'], [/es$/, 'e'], [/as$/, 'a'], [/e$/, 'a'], [/is$/, 'ide'], [/ys$/, 'i'],
];

export function italianizeName(name: string): string {
  const bare = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  let out = '';
  for (let i = 0; i < bare.length; i++) {
    const c = bare[i]!;
    const next = bare[i + 1] ?? '';
    if (c === 'ο' && next === 'υ') { out += 'u'; i++; continue; }
    if (c === 'α' && next === 'ι') { out += 'e'; i++; continue; }
    if (c === 'ε' && next === 'ι') { out += 'ei'; i++; continue; }
    if (c === 'γ' && /[γκχξ]/.test(next)) { out += 'n'; continue; }
    if ((c === 'ε' || c === 'α') && next === 'υ') { out += `${LETTERS.get(c)}u`; i++; continue; }
    if (c === 'χ' && /[εηιυ]/.test(next)) { out += 'ch'; continue; }
    out += LETTERS.get(c) ?? c;
  }
  for (const [ending, italian] of ENDINGS) {
    if (ending.test(out)) {
      out = out.replace(ending, italian);
      break;
    }
  }
  out = out.replace(/ei(?=o$)/, 'i');
  return out.charAt(0).toUpperCase() + out.slice(1);
}
