import { notFound } from 'next/navigation';
import { resolvePageContext, type SlugParams } from '@/lib/tenants/page-context';
import { getCachedConference } from './conferences';

/**
 * What a page about one session starts with — `/agenda/{slug}` and its room screen
 * `/agenda/{slug}/pantalla`, their metadata included: the page's context and the cached session
 * (one read per request and tag); an unknown slug is a real 404.
 */
export async function loadSessionPage(params: Promise<SlugParams>) {
  const context = await resolvePageContext(params);
  const session = await getCachedConference(context.tenant.key, context.locale, context.slug);
  // The 404's own title comes from not-found.tsx only when metadata says so too.
  if (!session) notFound();
  return { ...context, session };
}
