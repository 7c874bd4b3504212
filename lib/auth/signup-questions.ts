import type { CustomForm } from '@/lib/api/schemas';
import type { CustomerFieldUse } from '@/lib/schemas/customer-fields';

/**
 * Register-form questions that ask what a customer field already asks under another name. The
 * organiser's register form (GET /custom-form/register) is written apart from the customer
 * structure, so the same question can come twice: `diet` is the customer's food restrictions.
 */
const SAME_AS_CUSTOMER_FIELD: Record<string, CustomerFieldUse['name']> = {
  diet: 'foodRestrictions',
  dietary_requirements: 'foodRestrictions',
  food: 'foodRestrictions',
  food_restrictions: 'foodRestrictions',
  allergies: 'foodRestrictions',
  phone: 'telephone',
  mobile: 'telephone',
  job: 'jobTitle',
  birth_date: 'dateOfBirth',
  birthdate: 'dateOfBirth',
};

/** Customer field names in the register form's snake_case (`job_title` ↔ `jobTitle`). */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The register form as the sign-up shows it, or null: without file fields (a JSON sign-up
 * cannot carry files; photos are added in the private area) and without the questions the
 * customer fields already ask, by name (`job_title`) or by meaning (`diet`).
 */
export function signupQuestions(form: CustomForm | null, customerFields: readonly CustomerFieldUse[]): CustomForm | null {
  if (!form) return null;
  const asked = new Set<string>(customerFields.flatMap((f) => [f.name, snake(f.name)]));
  const fields = form.fields.filter((f) => {
    if (f.type === 'file' || asked.has(f.name)) return false;
    const same = SAME_AS_CUSTOMER_FIELD[f.name.toLowerCase()];
    return !(same && asked.has(same));
  });
  return fields.length ? { ...form, fields } : null;
}
