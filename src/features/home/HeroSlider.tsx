import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import { assetUrl } from '../../shared/assets';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/ui/moreIcons';
import { HERO_INTERVAL_MS, HERO_SLIDES, type HeroSlide } from './heroSlides';
import { useSlider } from './useSlider';
import * as styles from './HeroSlider.module.scss';

const PauseIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <rect x="6" y="4" width="4" height="16" rx="1" />
    <rect x="14" y="4" width="4" height="16" rx="1" />
  </svg>
);

const PlayIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
  </svg>
);

interface HeroSliderProps {
  slides?: readonly HeroSlide[];
  intervalMs?: number;
}

/**
 * The home page's full-width slider, following the WAI-ARIA carousel
 * pattern: the rotation control comes first, inactive slides are hidden from
 * assistive technology and unreachable by Tab, and slide changes are announced
 * only when the visitor caused them (aria-live is off while it rotates).
 */
export function HeroSlider({ slides = HERO_SLIDES, intervalMs = HERO_INTERVAL_MS }: HeroSliderProps) {
  const { index, goTo, next, previous, playing, rotating, togglePlaying, regionHandlers } = useSlider({
    count: slides.length,
    intervalMs,
  });
  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label="Featured stones" {...regionHandlers}>
      <div className={styles.controls}>
        <button type="button" className={styles.playPause} onClick={togglePlaying}>
          {playing ? <PauseIcon /> : <PlayIcon />}
          {playing ? 'Pause' : 'Play'}
          <span className={styles.srOnly}> slideshow</span>
        </button>
        <button type="button" className={styles.arrow} onClick={previous} aria-label="Previous slide">
          <ChevronLeftIcon />
        </button>
        <ul className={styles.dots}>
          {slides.map((slide, slideIndex) => (
            <li key={slide.image}>
              <button
                type="button"
                className={styles.dot}
                aria-label={`Slide ${slideIndex + 1} of ${slides.length}: ${slide.title}`}
                aria-current={slideIndex === index ? 'true' : undefined}
                onClick={() => goTo(slideIndex)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className={styles.arrow} onClick={next} aria-label="Next slide">
          <ChevronRightIcon />
        </button>
      </div>

      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === index;
          const first = slideIndex === 0;
          return (
            <div
              key={slide.image}
              className={active ? `${styles.slide} ${styles.active}` : styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${slides.length}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
            >
              {/* The first picture is the page's largest paint: fetched first and at once. */}
              <img
                className={styles.image}
                src={assetUrl(slide.image)}
                alt={slide.imageAlt}
                width={1600}
                height={900}
                loading={first ? 'eager' : 'lazy'}
                fetchPriority={first ? 'high' : 'low'}
                // The first is decoded with the frame it arrives in, so the page has its largest paint before its script starts.
                decoding={first ? 'sync' : 'async'}
              />
              <div className={styles.shade}>
                <div className={styles.content}>
                  <p className={styles.subtitle}>{slide.subtitle}</p>
                  <h2 className={styles.title}>{slide.title}</h2>
                  <p className={styles.description}>{slide.description}</p>
                  <div className={styles.buttons}>
                    <Link to={paths.shop} className={buttons.primary}>
                      Explore Products
                    </Link>
                    <Link to={paths.requestQuote} className={`${buttons.secondary} ${styles.quote}`}>
                      Get Quote
                    </Link>
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
