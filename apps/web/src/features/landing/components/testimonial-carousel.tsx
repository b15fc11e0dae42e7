import { TESTIMONIALS, type Testimonial } from '../data/testimonials';
import './testimonial-carousel.css';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__text">{testimonial.text}</blockquote>
      <figcaption className="testimonial__author">
        <strong>{testimonial.author}</strong>
        <span>{testimonial.place}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Endless strip of testimonials. The list is rendered twice and the track slides by half its width,
 * so the end of the first copy meets the start of the second without a jump.
 */
export function TestimonialCarousel() {
  return (
    <section className="testimonials" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="testimonials__title">
        Dicono di Versio
      </h2>
      {/* Focusable so keyboard users can pause the motion (spec: 180 s, repeating). */}
      <div className="testimonials__viewport" tabIndex={0} role="region" aria-label="Recensioni degli studenti, scorrimento automatico">
        <ul className="testimonials__track" data-testid="testimonial-track">
          {[...TESTIMONIALS, ...TESTIMONIALS].map((testimonial, index) => (
            <li key={index} aria-hidden={index >= TESTIMONIALS.length ? true : undefined}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
