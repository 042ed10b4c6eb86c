import { lazy } from 'react';
import { pageTitleId } from '../../shared/pageTitleId';
import { site } from '../../shared/site';
import * as layout from '../../shared/ui/layout.module.scss';
import { LazyWhenVisible } from '../../shared/ui/LazyWhenVisible';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { HeroSlider } from './HeroSlider';

// Below the full-screen hero: in the HTML, but its code is not in the first download.
const HomeSections = lazy(() => import(/* webpackChunkName: "home-sections" */ './HomeSections'));

export default function HomePage() {
  // The tagline describes the home page; a sentence of its own would add to the first download.
  useDocumentTitle('', site.tagline);
  return (
    <>
      {/* One stable h1 for the page; the slides carry their own h2 titles. */}
      <h1 id={pageTitleId} className={layout.visuallyHidden}>
        {site.name}: granite and marble from {site.state}
      </h1>
      <HeroSlider />
      {/* Hydrated on the first scroll: the full-screen hero is all a first view shows. */}
      <LazyWhenVisible>
        <HomeSections />
      </LazyWhenVisible>
    </>
  );
}
