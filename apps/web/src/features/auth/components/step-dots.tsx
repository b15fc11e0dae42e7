/** The wizard's two dots (spec §2: step 1 is dot 1 of 2, step 3 is dot 2). */
export function StepDots({ current }: { current: 1 | 2 }) {
  return (
    <ol className="step-dots" aria-label={`Passaggio ${current} di 2`}>
      {[1, 2].map((dot) => (
        <li key={dot} className={dot === current ? 'step-dots__dot is-current' : 'step-dots__dot'} aria-current={dot === current ? 'step' : undefined}>
          <span className="visually-hidden">Passaggio {dot}</span>
        </li>
      ))}
    </ol>
  );
}
