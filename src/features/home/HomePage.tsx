import { lazy } from 'react';
import { site } from '../../shared/site';
import * as layout from '../../shared/ui/layout.module.scss';
import { LazyWhenVisible } from '../../shared/ui/LazyWhenVisible';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { HeroSlider } from './HeroSlider';
import * as styles from './HomePage.module.scss';

// Below the full-screen hero: not needed for the first paint, so not in the first download.
const HomeSections = lazy(() => import(/* webpackChunkName: "home-sections" */ './HomeSections'));

export default function HomePage() {
  useDocumentTitle('');
  return (
    <>
      {/* One stable h1 for the page; the slides carry their own h2 titles. */}
      <h1 className={layout.visuallyHidden}>
        {site.name}: granite and marble from {site.address.state}
      </h1>
      <HeroSlider />
      {/* Fetched on the first scroll: the full-screen hero is all a first view shows. */}
      <LazyWhenVisible placeholderClassName={styles.sectionsPlaceholder} rootMargin="0px 0px -2px 0px">
        <HomeSections />
      </LazyWhenVisible>
    </>
  );
}
