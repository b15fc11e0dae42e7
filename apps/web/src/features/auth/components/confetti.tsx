import './confetti.css';

const COLOURS = ['#9a3412', '#b7791f', '#15803d', '#1d4ed8', '#be185d'];
const PIECE_COUNT = 28;

// Scattered by a fixed rule rather than at random, so the picture is the same on every render.
const PIECES = Array.from({ length: PIECE_COUNT }, (_, index) => ({
  x: 4 + ((index * 37) % 92),
  y: 3 + ((index * 23) % 34),
  color: COLOURS[index % COLOURS.length],
  rotation: ((index * 53) % 120) - 60,
  delay: (index % 7) * 0.12,
  round: index % 4 === 0,
}));

/** The confetti image of signup step 4: an SVG whose pieces fall once (still for reduced motion). */
export function Confetti() {
  return (
    <svg className="confetti" viewBox="0 0 100 60" role="img" aria-label="Coriandoli di festa">
      {PIECES.map((piece, index) =>
        piece.round ? (
          <circle key={index} className="confetti__piece" cx={piece.x} cy={piece.y} r="1.4" fill={piece.color} style={{ animationDelay: `${piece.delay}s` }} />
        ) : (
          <rect
            key={index}
            className="confetti__piece"
            x={piece.x}
            y={piece.y}
            width="2.4"
            height="5"
            rx="0.6"
            fill={piece.color}
            transform={`rotate(${piece.rotation} ${piece.x + 1.2} ${piece.y + 2.5})`}
            style={{ animationDelay: `${piece.delay}s` }}
          />
        ),
      )}
      <circle cx="50" cy="47" r="10" fill="#fbe9da" />
      <path d="M45 47l3.5 3.5L56 43" fill="none" stroke="#9a3412" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
