/**
 * Runs in the browser before the app hydrates (Next's client instrumentation). Kept tiny: it is
 * part of every page's first load.
 */
import { makeZodJitless } from '@/lib/security/zod-jitless';

makeZodJitless();
