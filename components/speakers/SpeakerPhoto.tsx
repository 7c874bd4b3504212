import { initials } from './speaker-filter';
import styles from './SpeakerPhoto.module.css';

/**
 * A speaker's photo, or their initials on a tinted square when the API has none. The photo
 * carries a real description (the brief asks for it); the initials are decoration next to the
 * name, so they are hidden from assistive technology.
 */
export function SpeakerPhoto({
  photo,
  name,
  surname,
  alt,
  size,
  priority = false,
}: {
  photo: string | null;
  name: string;
  surname: string;
  alt: string;
  /** the photo's intrinsic width and height in px (the box is square and fills its column) */
  size: number;
  priority?: boolean;
}) {
  if (!photo) {
    return (
      <span className={styles.initials} aria-hidden="true">
        <span className={styles.letters}>{initials(name, surname)}</span>
      </span>
    );
  }
  return (
    // Photos come from the organiser's API (any host, often SVG): a plain <img>.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={photo}
      alt={alt}
      width={size}
      height={size}
      className={styles.photo}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
