/**
 * The anchor of a session page's registration block (`/agenda/{slug}#inscripcion`): "my
 * activities" links there to resume a pending registration, and the block opens its form when
 * the page is reached that way. Its own module so that linking to it loads none of the block.
 */
export const REGISTRATION_ANCHOR = 'inscripcion';
