import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DoorPage } from '@/components/checkin/door/DoorPage';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { DOOR_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { list: string };

export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Checkin' });
  return { title: t('door.title'), robots: { index: false, follow: false } };
}

/**
 * `/acceso/{list}`: a check-in list's door page. The HTML is the same for everyone and
 * cached (it holds no data): the list, its people and every decision come after load, with the
 * organiser's session or the staff key in the address's fragment (`#k=…`, never sent to a
 * server), and are kept on the device for when the network fails. The one page whose
 * Permissions-Policy grants the camera (lib/security/headers.ts).
 */
export default async function DoorRoute({ params }: { params: Promise<Params> }) {
  const { locale } = await resolvePageContext(params);
  const id = Number((await params).list);
  // The middleware already refused anything but an id (the route map's pattern).
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  return (
    <ClientMessages locale={locale} namespaces={DOOR_NAMESPACES}>
      <DoorPage listId={id} />
    </ClientMessages>
  );
}
