import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HeroSlider } from '../../src/features/home/HeroSlider';
import { HERO_INTERVAL_MS, HERO_SLIDES } from '../../src/features/home/heroSlides';
import { useSlider } from '../../src/features/home/useSlider';

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

/** jsdom has no matchMedia; install one that answers the reduced-motion query. */
function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('useSlider', () => {
  const setup = () => renderHook(() => useSlider({ count: 3, intervalMs: HERO_INTERVAL_MS }));

  it('advances every 6 seconds and wraps to the first slide', () => {
    expect(HERO_INTERVAL_MS).toBe(6000);
    const { result } = setup();
    expect(result.current.index).toBe(0);
    advance(5999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(6000);
    expect(result.current.index).toBe(2);
    advance(6000);
    expect(result.current.index).toBe(0);
  });

  it('jumps with next, previous and goTo, wrapping both ways, and restarts the interval', () => {
    const { result } = setup();
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(4));
    expect(result.current.index).toBe(1);
    advance(3000);
    act(() => result.current.goTo(2));
    advance(5999);
    expect(result.current.index).toBe(2);
    advance(1);
    expect(result.current.index).toBe(0);
  });

  it('stops while paused and continues after play', () => {
    const { result } = setup();
    act(() => result.current.togglePlaying());
    expect(result.current.playing).toBe(false);
    expect(result.current.rotating).toBe(false);
    advance(30000);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePlaying());
    expect(result.current.rotating).toBe(true);
    advance(6000);
    expect(result.current.index).toBe(1);
  });

  it('does not auto-advance when the visitor prefers reduced motion, until they press play', () => {
    preferReducedMotion(true);
    const { result } = setup();
    expect(result.current.playing).toBe(false);
    advance(30000);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePlaying());
    advance(6000);
    expect(result.current.index).toBe(1);
  });

  it('keeps moving when the visitor has no motion preference', () => {
    preferReducedMotion(false);
    const { result } = setup();
    advance(6000);
    expect(result.current.index).toBe(1);
  });
});

describe('HeroSlider', () => {
  const renderSlider = () =>
    render(
      <MemoryRouter>
        <HeroSlider />
      </MemoryRouter>,
    );
  const slides = () => screen.getAllByRole('group', { hidden: true });
  const activeSlide = () => slides().findIndex((slide) => !slide.hasAttribute('aria-hidden'));
  const dots = () => screen.getAllByRole('button', { name: /^Slide \d of 3/ });
  const liveRegion = () => slides()[0]?.parentElement as HTMLElement;

  it('shows three slides, each with title, subtitle, description and the two buttons', () => {
    renderSlider();
    expect(slides()).toHaveLength(3);
    HERO_SLIDES.forEach((slide, index) => {
      const group = within(slides()[index] as HTMLElement);
      expect(group.getByRole('heading', { level: 2, name: slide.title, hidden: true })).toBeInTheDocument();
      expect(group.getByText(slide.subtitle)).toBeInTheDocument();
      expect(group.getByText(slide.description)).toBeInTheDocument();
      expect(group.getByRole('link', { name: 'Explore Products', hidden: true })).toHaveAttribute('href', '/shop');
      expect(group.getByRole('link', { name: 'Get Quote', hidden: true })).toHaveAttribute('href', '/request-quote');
    });
  });

  it('loads the first picture first and the others lazily', () => {
    renderSlider();
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images).toHaveLength(3);
    const [first, ...rest] = images as [HTMLImageElement, ...HTMLImageElement[]];
    expect(first).toHaveAttribute('src', expect.stringMatching(/images\/hero\/1\.svg$/));
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '900');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('decoding', 'sync');
    for (const image of rest) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('advances after 6 seconds: the active slide, its dot and hidden state follow; announcements stay off', () => {
    renderSlider();
    expect(activeSlide()).toBe(0);
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    advance(6000);
    expect(activeSlide()).toBe(1);
    expect(dots()[1]).toHaveAttribute('aria-current', 'true');
    expect(dots()[0]).not.toHaveAttribute('aria-current');
    expect(slides()[0]).toHaveAttribute('aria-hidden', 'true');
    expect(slides()[0]).toHaveAttribute('inert');
    expect(slides()[1]).not.toHaveAttribute('inert');
  });

  it('jumps with the arrows and dots and wraps', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: `Slide 3 of 3: ${HERO_SLIDES[2]?.title}` }));
    expect(activeSlide()).toBe(2);
    expect(dots()[2]).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderSlider();
    const carousel = screen.getByRole('region', { name: 'Featured stones' });
    fireEvent.mouseEnter(carousel);
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    advance(20000);
    expect(activeSlide()).toBe(0);
    fireEvent.mouseLeave(carousel);
    advance(6000);
    expect(activeSlide()).toBe(1);
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', () => {
    renderSlider();
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(20000);
    expect(activeSlide()).toBe(0);
    act(() => outside.focus());
    advance(6000);
    expect(activeSlide()).toBe(1);
    outside.remove();
  });

  it('has a visible pause/play control', () => {
    renderSlider();
    const pause = screen.getByRole('button', { name: 'Pause slideshow' });
    expect(pause).toHaveTextContent('Pause');
    fireEvent.click(pause);
    const play = screen.getByRole('button', { name: 'Play slideshow' });
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    advance(20000);
    expect(activeSlide()).toBe(0);
    fireEvent.click(play);
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    advance(6000);
    expect(activeSlide()).toBe(1);
  });

  it('stands still for visitors who prefer reduced motion', () => {
    preferReducedMotion(true);
    renderSlider();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    advance(30000);
    expect(activeSlide()).toBe(0);
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
  });
});
