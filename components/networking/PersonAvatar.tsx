import type { NetworkingPerson } from '@/lib/api/schemas/networking';
import styles from './Networking.module.css';

/**
 * A person's photo, or their initials in a circle (docs/product.md#entities avatar). Always next to the name, so
 * it is decoration for assistive technology (`alt=""`, initials hidden).
 */
export function PersonAvatar({ person, size = 'large' }: { person: Pick<NetworkingPerson, 'photo' | 'initials'>; size?: 'large' | 'small' }) {
  const className = `${styles.avatar} ${size === 'small' ? styles.avatarSmall : ''}`;
  if (person.photo) {
    // The organiser's API serves the photos (any host): a plain <img>, lazily loaded in long lists.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={person.photo} alt="" className={className} loading="lazy" width={56} height={56} />;
  }
  return (
    <span className={`${className} ${styles.initials}`} aria-hidden="true">
      {person.initials}
    </span>
  );
}
