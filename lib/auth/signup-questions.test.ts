import { describe, expect, it } from 'vitest';
import type { CustomForm, CustomFormField } from '@/lib/api/schemas';
import { signupQuestions } from './signup-questions';

const field = (name: string, type: CustomFormField['type'] = 'text'): CustomFormField => ({
  name, type, label: name, help: null, placeholder: null, required: false, minLength: null, maxLength: null,
  digits: null, format: null, autocomplete: null, options: [], accept: null,
});
const form = (fields: CustomFormField[]): CustomForm => ({
  id: 1, uuid: '00000000-0000-4000-8000-000000000001', purpose: 'register', title: 'Registro', description: null, fields,
});

describe('signupQuestions', () => {
  it('does not ask food restrictions twice when the register form calls them "diet"', () => {
    const shown = signupQuestions(form([field('diet', 'select'), field('postal_code')]), [
      { name: 'name', required: true },
      { name: 'foodRestrictions', required: false },
    ]);
    expect(shown?.fields.map((f) => f.name)).toEqual(['postal_code']);
  });

  it('keeps "diet" where the customer fields do not ask food restrictions', () => {
    expect(signupQuestions(form([field('diet', 'select')]), [{ name: 'name', required: true }])?.fields.map((f) => f.name)).toEqual(['diet']);
  });

  it('drops file fields and questions asked under the same name; null when nothing is left', () => {
    expect(signupQuestions(form([field('photo', 'file'), field('job_title')]), [{ name: 'jobTitle', required: false }])).toBeNull();
    expect(signupQuestions(null, [])).toBeNull();
  });
});
