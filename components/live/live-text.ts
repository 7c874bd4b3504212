import type { liveMessageOf } from '@/lib/api/live-model';

/**
 * What the live panels share (LivePanel draws LiveChat, LiveQuestions and LiveModeration, which
 * read these): their own module, so that no panel imports the one that draws it.
 */

/** Says a live message reference (lib/api/live-model) in the page's language. */
export type LiveText = (ref: ReturnType<typeof liveMessageOf>) => string;

/** How many chat messages are drawn at once; older ones come back with "load earlier". */
export const RENDER_CAP = 200;
