import { notFound } from 'next/navigation';

/** Anything deeper that no page serves: the tenant's 404 page, with HTTP 404. */
export default function CatchAll() {
  notFound();
}
