import './confetti.css';

// Pieces of the success screen's confetti: x position (%), colour, delay (s), rotation (deg).
const PIECES: readonly [number, string, number, number][] = [
  [8, '#9a3412', 0, 15], [18, '#b7791f', 0.3, -30], [28, '#15803d', 0.1, 45], [38, '#1d4ed8', 0.5, -10],
  [48, '#9a3412', 0.2, 60], [58, '#b7791f', 0.6, -45], [68, '#15803d', 0.15, 20], [78, '#1d4ed8', 0.45, -60],
  [88, '#9a3412', 0.25, 35], [13, '#1d4ed8', 0.7, -20], [53, '#15803d', 0.8, 10], [83, '#b7791f', 0.9, -35],
];

/** The confetti image of signup step 4: an SVG whose pieces fall once (still for reduced motion). */
export function Confetti() {
  return (
    <svg className="confetti" viewBox="0 0 100 60" role="img" aria-label="Coriandoli di festa">
      {PIECES.map(([x, color, delay, rotation], index) => (
        <rect
          key={index}
          className="confetti__piece"
          x={x}
          y={8 + (index % 4) * 9}
          width="3"
          height="6"
          rx="0.8"
          fill={color}
          transform={`rotate(${rotation} ${x + 1.5} ${11 + (index % 4) * 9})`}
          style={{ animationDelay: `${delay}s` }}
        />
      ))}
      <circle cx="50" cy="44" r="10" fill="#fbe9da" />
      <path d="M45 44l3.5 3.5L56 40" fill="none" stroke="#9a3412" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
