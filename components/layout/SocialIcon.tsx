/** Simple monochrome marks for the social networks of the registry (`icon_class`). */
const PATHS: Record<string, string> = {
  'icon-twitter': 'M4 4l6.5 8.5L4 20h2l5.4-6.2L16 20h4l-6.8-9L19.3 4h-2l-5 5.7L8 4z',
  'icon-linkedin':
    'M5 9h3v10H5zM6.5 4.5a1.75 1.75 0 110 3.5 1.75 1.75 0 010-3.5zM10 9h2.9v1.4c.4-.8 1.5-1.6 3-1.6 3.1 0 3.6 2 3.6 4.6V19h-3v-4.9c0-1.2 0-2.7-1.6-2.7s-1.9 1.3-1.9 2.6V19h-3z',
  'icon-youtube':
    'M21 8.2a2.6 2.6 0 00-1.8-1.8C17.6 6 12 6 12 6s-5.6 0-7.2.4A2.6 2.6 0 003 8.2 27 27 0 002.6 12 27 27 0 003 15.8a2.6 2.6 0 001.8 1.8c1.6.4 7.2.4 7.2.4s5.6 0 7.2-.4a2.6 2.6 0 001.8-1.8 27 27 0 00.4-3.8 27 27 0 00-.4-3.8zM10 14.6V9.4l4.7 2.6z',
  'icon-instagram':
    'M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 2a3 3 0 00-3 3v8a3 3 0 003 3h8a3 3 0 003-3V8a3 3 0 00-3-3zm4 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM17 6.2a.9.9 0 110 1.8.9.9 0 010-1.8z',
  'icon-facebook': 'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0014.3 4c-2.2 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21z',
};

export function SocialIcon({ iconClass }: { iconClass: string }) {
  const d = PATHS[iconClass];
  if (!d) return <span aria-hidden="true">•</span>;
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
