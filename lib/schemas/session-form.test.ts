import { describe, expect, it } from 'vitest';
import type { SessionFormField } from '@/lib/api/schemas';
import { BLANK_FIELD } from '@/lib/testing/forms';
import { buildSessionFormSchema, isIsoDate, sessionFormDefaults, toFormAnswers } from './session-form';

const base = { ...BLANK_FIELD, scale: null, maxSizeKb: null, maxFiles: null } satisfies Partial<SessionFormField>;
const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];
const fields: SessionFormField[] = [
  { ...base, name: 'rating', type: 'scale', label: 'Rating', required: true, scale: { min: 1, max: 5, minLabel: null, maxLabel: null } },
  { ...base, name: 'best', type: 'choice', label: 'Best', required: true, options },
  { ...base, name: 'topics', type: 'multi_choice', label: 'Topics', required: false, options },
  { ...base, name: 'takeaway', type: 'text', label: 'Takeaway', required: true, maxLength: 10 },
  { ...base, name: 'when', type: 'date', label: 'When', required: false },
  { ...base, name: 'attachment', type: 'file', label: 'File', required: false, accept: 'application/pdf', maxSizeKb: 1, maxFiles: 1 },
];
const form = { fields };
const schema = buildSessionFormSchema(form);
/** The first message of each field. */
function messages(values: Record<string, unknown>) {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('buildSessionFormSchema (docs/product.md#validation from the definition)', () => {
  it('requires what the definition requires and nothing else', () => {
    expect(messages(sessionFormDefaults(form))).toEqual({ rating: 'validation.required', best: 'validation.required', takeaway: 'validation.required' });
  });
  it('checks choices, the scale range, dates, lengths and files', () => {
    const result = messages({
      rating: '9',
      best: 'z',
      topics: ['a', 'z'],
      takeaway: 'far too long text',
      when: '2026-02-30',
      attachment: [file('x.exe', 'application/x-msdownload', 4096), file('y.pdf', 'application/pdf', 10)],
    });
    expect(result).toEqual({
      rating: 'validation.required',
      best: 'validation.required',
      topics: 'validation.required',
      takeaway: 'validation.max?length=10',
      when: 'validation.format',
      attachment: 'validation.fileTypeSize?types=application%2Fpdf&size=1+KB',
    });
  });
  it('outputs numbers for the scale and the answers the API takes', () => {
    const parsed = schema.parse({ rating: '4', best: 'a', topics: ['b'], takeaway: ' ok ', when: '2026-05-08', attachment: null });
    expect(parsed.rating).toBe(4);
    expect(toFormAnswers(form, parsed, { attachment: ['u1'] })).toEqual({ rating: 4, best: 'a', topics: ['b'], takeaway: 'ok', when: '2026-05-08', attachment: ['u1'] });
    expect(toFormAnswers(form, { ...parsed, topics: [], when: '' })).toEqual({ rating: 4, best: 'a', takeaway: 'ok' });
  });
  it('prefills a draft', () => {
    expect(sessionFormDefaults(form, { rating: 3, topics: ['a'], takeaway: 'x' })).toMatchObject({ rating: '3', topics: ['a'], takeaway: 'x', attachment: null });
  });
  it('knows a real calendar day', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('08/05/2026')).toBe(false);
  });
});
