import { loadRegistry, RegistryError } from './registry';

/** Loaded by instrumentation.ts in the Node runtime only. */
export function checkRegistryAtStartup(): void {
  try {
    const { tenants } = loadRegistry();
    console.log(`[tenants] ${tenants.length} tenants loaded`);
  } catch (error) {
    if (error instanceof RegistryError) {
      console.error(`[tenants] cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
