import { useState } from 'react';
import { StoneImage } from '../../shared/ui/StoneImage';
import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/ui/moreIcons';
import * as styles from './ProductGallery.module.scss';

interface ProductGalleryProps {
  name: string;
  images: readonly string[];
}

/**
 * The main image with previous/next arrows (wrapping round) and a row of
 * thumbnails. Every control is a real button, so Tab, Enter and Space work.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const step = (delta: number) => setIndex((current + delta + count) % count);

  return (
    <section className={styles.gallery} aria-label={`${name} images`}>
      <div className={styles.stage}>
        <StoneImage
          path={images[current]}
          alt={`${name}, image ${current + 1} of ${count}`}
          width={800}
          height={600}
          loading="eager"
          fetchPriority="high"
          // Decoded with the frame it arrives in: the page's largest paint comes before its script starts.
          decoding="sync"
          className={styles.main}
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label="Previous image"
              onClick={() => step(-1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label="Next image"
              onClick={() => step(1)}
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
      </div>
      <p className={styles.position} aria-live="polite">
        Image {current + 1} of {count}
      </p>
      {count > 1 ? (
        <ul className={styles.thumbnails}>
          {images.map((image, position) => (
            <li key={`${image}-${position}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Show image ${position + 1} of ${count}`}
                aria-pressed={position === current}
                onClick={() => setIndex(position)}
              >
                <StoneImage path={image} alt="" width={160} height={120} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
