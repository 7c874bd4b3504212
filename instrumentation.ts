/**
 * Runs once when the server starts: a bad tenant registry stops start-up with a message naming
 * the tenant and field, instead of failing on the first request; the server guard (security
 * headers on every response, absolute-form targets kept on the host) wraps the HTTP server, and
 * SIGTERM drains the instance before it stops (lib/graceful.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installServerGuard } = await import('@/lib/security/server-guard');
    installServerGuard();
    // SIGTERM: drain (health check 503), then finish the requests in flight and exit (issue 15).
    const { installGracefulShutdown } = await import('@/lib/graceful');
    installGracefulShutdown();
    const { checkRegistryAtStartup } = await import('@/lib/tenants/startup');
    checkRegistryAtStartup();
  }
}
