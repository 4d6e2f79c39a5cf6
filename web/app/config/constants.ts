/** Business constants of SPEC.md §9, in one place. */

// Hero carousel
export const HERO_SLIDE_COUNT = 6;
export const HERO_AUTO_ADVANCE_MS = 20_000;
export const HERO_MANUAL_TRANSITION_MS = 500;
export const HERO_BACKGROUND_TRANSITION_MS = 2_000;
export const HERO_TEXT_TRANSITION_MS = 1_200;
export const HERO_VISIBILITY_THRESHOLD = 0.2;

// Clients
export const TESTIMONIAL_COUNT = 6;
export const TESTIMONIAL_AUTOPLAY_MS = 6_000;
export const TESTIMONIAL_FADE_MS = 1_000;
export const LOGO_CAROUSEL_SPEED_MS = 800;
export const MARQUEE_SPEED = 50;
export const MARQUEE_GRADIENT_WIDTH = 200;

// Counts
export const SERVICE_CARD_COUNT = 6;
export const INDUSTRY_COUNT = 12;
export const PROJECT_COUNT = 9;
export const FAQ_QUESTION_COUNT = 8;

// Statistics: how long each counter counts up (the first, and each next one
// longer); the numbers and labels are content (internal/content/default.json)
export const STATISTICS_COUNT_UP = { firstMs: 5_000, stepMs: 500 } as const;

// Scrolling
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const SCROLL_THROTTLE_MS = 100;
export const SCROLL_MIN_MOVEMENT_PX = 50;
export const SCROLL_DEPTH_STEP_PERCENT = 25;

// Navigation and motion
export const DROPDOWN_CLOSE_DELAY_MS = 2_000;
export const ANIMATION_VISIBILITY_THRESHOLD = 0.2;
export const PROJECT_CARD_STAGGER_S = 0.05;
export const FAQ_CARD_STAGGER_S = 0.1;
export const FAQ_ANSWER_EXPAND_S = 0.3;

// Effects
export const CURSOR_EFFECT_MIN_WIDTH_PX = 1024;
export const FEWER_PARTICLES_BELOW_PX = 768;
