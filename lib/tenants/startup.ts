import { captchaConfigurationErrors } from './schema';
import { loadRegistry, RegistryError } from './registry';

/** Loaded by instrumentation.ts in the Node runtime only. */
export function checkRegistryAtStartup(): void {
  try {
    const { tenants } = loadRegistry();
    console.log(`[tenants] ${tenants.length} tenants loaded`);
    // Logged once, here: such a tenant's captcha forms are refused until a key is configured.
    for (const line of captchaConfigurationErrors(tenants)) console.error(`[tenants] configuration error: ${line}`);
  } catch (error) {
    if (error instanceof RegistryError) {
      console.error(`[tenants] cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
