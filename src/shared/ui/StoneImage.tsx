import { useState, type ImgHTMLAttributes } from 'react';
import { assetUrl, PLACEHOLDER_IMAGE } from '../assets';

type StoneImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** Stored path ('images/products/1-1.svg') or an absolute URL. */
  path: string | undefined;
  alt: string;
  width: number;
  height: number;
};

/**
 * An image with fixed dimensions (no layout shift) that swaps to the
 * placeholder once if it fails, and never loops if the placeholder fails too.
 */
export function StoneImage({ path, alt, loading = 'lazy', decoding = 'async', ...rest }: StoneImageProps) {
  const [failed, setFailed] = useState(false);
  const src = assetUrl(!path || failed ? PLACEHOLDER_IMAGE : path);
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={failed ? undefined : () => setFailed(true)}
    />
  );
}
