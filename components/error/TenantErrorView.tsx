import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ErrorView, type ErrorCode } from './ErrorView';

/** The error page inside a tenant's frame: title per status, the code, a link home. */
export async function TenantErrorView({ code }: { code: ErrorCode }) {
  const t = await getTranslations('error');
  return (
    <ErrorView
      code={code}
      title={t(String(code) as '404')}
      codeLabel={t('code', { code })}
      message={code === 503 ? t('maintenance') : t(`description${code as 403 | 404 | 500}`)}
      action={
        <Link href="/" className="button">
          {t('backHome')}
        </Link>
      }
    />
  );
}
