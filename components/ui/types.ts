import type { ComponentProps } from 'react';
import type { Link } from '@/lib/i18n/navigation';

/** What the project's Link accepts as `href` (a path from `href()`, or `{ pathname, query }`). */
export type LinkHref = ComponentProps<typeof Link>['href'];

/** A heading level inside a page whose h1 is the page title. */
export type HeadingLevel = 2 | 3 | 4;
