import { cx } from '@/components/ui/cx';
import styles from './PostImage.module.css';

/**
 * A post's picture (the organiser's, any host, often SVG: a plain <img>). The title says what
 * the post is about, so the picture is decoration. `lead` is the large one atop a post.
 */
export function PostImage({ src, lead = false }: { src: string; lead?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt="" width={1200} height={630} className={cx(styles.image, lead && styles.lead)} loading={lead ? undefined : 'lazy'} decoding="async" />
  );
}
