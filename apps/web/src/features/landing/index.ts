export { TestimonialCarousel } from './components/testimonial-carousel';
export { CommunityBanner } from './components/community-banner';
export { TESTIMONIALS } from './data/testimonials';
