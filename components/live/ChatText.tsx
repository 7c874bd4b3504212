import { useTranslations } from 'next-intl';
import { linkify } from './linkify';

/** A message's text as text nodes, with its http(s) addresses as links to a new window (never HTML). */
export function ChatText({ text }: { text: string }) {
  const common = useTranslations('Common');
  return (
    <>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
            <span className="visually-hidden"> {common('newWindow')}</span>
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
