import { TenantErrorView } from '@/components/error/TenantErrorView';

export default function NotFound() {
  return <TenantErrorView code={404} />;
}
