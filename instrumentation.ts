/**
 * Runs once when the server starts: a bad tenant registry stops start-up with a message naming
 * the tenant and field, instead of failing on the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkRegistryAtStartup } = await import('@/lib/tenants/startup');
    checkRegistryAtStartup();
  }
}
