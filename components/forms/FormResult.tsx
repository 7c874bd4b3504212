'use client';

import type { ReactNode, Ref } from 'react';
import { Notice } from '@/components/ui/Notice';
import type { FormResult as Result } from './use-api-form';

/**
 * The message area of a form made with useApiForm: its result's lines (a status for a success, an
 * alert for a failure), plus what a form adds itself (a link, a retry button).
 *
 *   <FormResult ref={f.messageRef} result={f.result} />
 */
export function FormResult({ result, ref, title, children }: { result: Result; ref?: Ref<HTMLDivElement>; title?: string; children?: ReactNode }) {
  return (
    <Notice live tone={result?.tone ?? 'error'} ref={ref} title={title}>
      {result?.lines.map((line, i) => <p key={i}>{line}</p>)}
      {children}
    </Notice>
  );
}
