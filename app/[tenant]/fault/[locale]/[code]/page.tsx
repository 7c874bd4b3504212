import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ServerErrorView } from '@/components/error/ServerErrorView';
import { localizePath } from '@/lib/i18n/detect';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { code: string };

export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { tenant } = await resolvePageContext(params);
  const { code } = await params;
  if (code !== '500') return {};
  const t = await getTranslations('error');
  return { title: `${t('500')} · ${tenant.name}` };
}

/** The tenant's 500 page when the API failed: title, code, image, a retry and a link home. */
export default async function FaultPage({ params }: { params: Promise<Params> }) {
  const { locale } = await resolvePageContext(params);
  const { code } = await params;
  if (code !== '500') notFound();
  return (
    <ServerErrorView
      // A GET form without action asks for the address in the browser again: a retry that needs
      // no script (this page is shared by every address that failed).
      retry={(label) => (
        <form method="get" style={{ display: 'inline' }}>
          <button type="submit" className="button">
            {label}
          </button>
        </form>
      )}
      home={(label) => (
        <a href={localizePath(locale, '/')} className="button button-secondary">
          {label}
        </a>
      )}
    />
  );
}
