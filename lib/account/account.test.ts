import { describe, expect, it } from 'vitest';
import type { Customer, CustomerConferences } from '@/lib/api/schemas';
import { CUSTOMER_FIELD_SPECS } from '@/lib/auth/customer-fields';
import { describeConference, describeConferences } from './activities';
import { pdfFileName, progressPercent } from './download';
import { academicSchema, toDateTimeInput, travelBody, travelDefaults, travelSchema } from './extra-schemas';
import { fullName, initials } from './initials';
import { checkPhoto, PHOTO_MAX_BYTES } from './photo';
import { buildProfileSchema, isIsoDate, profileBody, profileDefaults } from './profile-schema';
import { eventPhase, visibleSections } from './sections';
import { consentsSchema, emailChangeSchema, photoSchema, twoFactorSchema, unsubscribeSchema } from './settings-schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('initials and names', () => {
  it('takes the first letter of name and surname, whole characters, upper-cased', () => {
    expect(initials('ane', 'etxeberria')).toBe('AE');
    expect(initials('íñigo', 'øverland', 'es')).toBe('ÍØ');
    expect(initials('  Ana ', '')).toBe('A');
    expect(initials('', '')).toBe('?');
  });
  it('joins the parts of a name', () => {
    expect(fullName('Ane', 'Etxeberria', 'Arana')).toBe('Ane Etxeberria Arana');
    expect(fullName('Ane', 'Etxeberria', null)).toBe('Ane Etxeberria');
  });
});

describe('profile photo', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    expect(checkPhoto({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkPhoto({ type: 'image/webp', size: PHOTO_MAX_BYTES })).toBeNull();
  });
  it('names the problem with the API error key', () => {
    expect(checkPhoto({ type: 'image/gif', size: 10 })).toBe('profile.photo_type');
    expect(checkPhoto({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe('profile.photo_too_large');
  });
  it('requires a file, then checks it', () => {
    expect(messagesOf(photoSchema.safeParse({ photo: null }))).toEqual({ photo: 'validation.required' });
    const big = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(messagesOf(photoSchema.safeParse({ photo: [big] }))).toEqual({ photo: 'profile.photo_too_large' });
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    expect(messagesOf(photoSchema.safeParse({ photo: [gif] }))).toEqual({ photo: 'profile.photo_type' });
    const ok = new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' });
    expect(photoSchema.safeParse({ photo: [ok] }).success).toBe(true);
  });
});

describe('email change (SPEC §5)', () => {
  const schema = emailChangeSchema('Ane@Example.org');
  it('reports every failure at once', () => {
    expect(messagesOf(schema.safeParse({ email: '', emailConfirmation: '' }))).toEqual({
      email: 'validation.required',
      emailConfirmation: 'validation.required',
    });
    expect(messagesOf(schema.safeParse({ email: 'nope', emailConfirmation: 'other@example.org' }))).toEqual({
      email: 'validation.email',
      emailConfirmation: 'validation.emailConfirmed',
    });
  });
  it('wants a different address, compared case-insensitively', () => {
    expect(messagesOf(schema.safeParse({ email: 'ane@example.ORG', emailConfirmation: 'ane@example.org' }))).toEqual({
      email: 'validation.emailDifferent',
    });
  });
  it('accepts a new address repeated', () => {
    expect(schema.safeParse({ email: ' new@example.org ', emailConfirmation: 'new@example.org' }).success).toBe(true);
  });
});

describe('small settings forms', () => {
  it('two-factor method is NONE or EMAIL', () => {
    expect(twoFactorSchema.safeParse({ twoFactorMethod: 'EMAIL' }).success).toBe(true);
    expect(twoFactorSchema.safeParse({ twoFactorMethod: 'SMS' }).success).toBe(false);
  });
  it('consents are booleans that can be withdrawn', () => {
    expect(consentsSchema.parse({ consentDataProcessing: false, consentAdvertising: 'on' })).toEqual({
      consentDataProcessing: false,
      consentAdvertising: true,
    });
  });
  it('unsubscribe needs the explicit confirmation', () => {
    expect(messagesOf(unsubscribeSchema.safeParse({ confirm: false }))).toEqual({ confirm: 'validation.required' });
    expect(unsubscribeSchema.safeParse({ confirm: true }).success).toBe(true);
  });
});

const customer: Customer = {
  id: 1,
  name: 'Ane',
  surname: 'Etxeberria',
  secondSurname: null,
  email: 'ane@example.org',
  position: null,
  company: 'Gaia',
  photo: null,
  telephone: '600123456',
  university: null,
  jobTitle: null,
  treatment: null,
  dateOfBirth: '1990-04-12',
  nationality: 'ES',
  documentType: 'dni',
  documentNumber: null,
  documentIssueDate: null,
  documentExpiryDate: null,
  foodRestrictions: null,
  comments: null,
  gender: null,
  userType: 'attendee',
  twoFactorMethod: 'NONE',
  consentDataProcessing: true,
  consentAdvertising: false,
  emailVerified: true,
  isModerator: false,
};

describe('personal data form', () => {
  const fields = [
    { name: 'name', required: true },
    { name: 'surname', required: true },
    { name: 'telephone', required: true },
    { name: 'company', required: false },
    { name: 'nationality', required: false },
    { name: 'documentNumber', required: false },
  ] as const;
  const options = { genres: [], types: [], countries: [{ id: 'ES', name: 'España' }], documentTypes: [] };
  const schema = buildProfileSchema(fields, options);

  it('starts from the customer, empty values as ""', () => {
    expect(profileDefaults(customer, fields)).toEqual({
      name: 'Ane',
      surname: 'Etxeberria',
      telephone: '600123456',
      company: 'Gaia',
      nationality: 'ES',
      documentNumber: '',
    });
  });

  it('reports each SPEC §5 violation of each field at once', () => {
    // The limits are the shared customer-field specs' (lib/auth/customer-fields.ts).
    const companyMax = CUSTOMER_FIELD_SPECS.company.rules.max ?? 255;
    const result = schema.safeParse({ name: '', surname: 'E', telephone: '512345678', company: 'x'.repeat(companyMax + 1), nationality: 'XX', documentNumber: '' });
    expect(messagesOf(result)).toEqual({
      name: 'validation.required',
      telephone: 'validation.phone',
      company: `validation.max?length=${companyMax}`,
      nationality: 'validation.required',
    });
  });

  it('sends emptied fields as null and the phone without spaces', () => {
    const parsed = schema.parse({ name: ' Ane ', surname: 'E', telephone: '600 12 34 56', company: '', nationality: 'ES', documentNumber: '' });
    expect(profileBody(parsed, fields)).toEqual({
      name: 'Ane',
      surname: 'E',
      telephone: '600123456',
      company: null,
      nationality: 'ES',
      documentNumber: null,
    });
  });

  it('knows a real day', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('29/02/2024')).toBe(false);
  });
});

describe('accommodation, travel and academic forms', () => {
  const empty = travelDefaults(null);
  it('asks for the dates when accommodation is needed, and check-out after check-in', () => {
    expect(messagesOf(travelSchema.safeParse({ ...empty, accommodationNeeded: true }))).toEqual({
      checkIn: 'validation.required',
      checkOut: 'validation.required',
    });
    expect(messagesOf(travelSchema.safeParse({ ...empty, checkIn: '2027-03-10', checkOut: '2027-03-09' }))).toEqual({
      checkOut: 'account.checkOutBeforeCheckIn',
    });
  });
  it('asks where from and when when travel is needed, and a return after the arrival', () => {
    expect(messagesOf(travelSchema.safeParse({ ...empty, travelNeeded: true, transport: 'boat' }))).toEqual({
      origin: 'validation.required',
      arrival: 'validation.required',
      transport: 'validation.required',
    });
    expect(
      messagesOf(travelSchema.safeParse({ ...empty, arrival: '2027-03-09T10:00', departure: '2027-03-09T09:00' })),
    ).toEqual({ departure: 'account.departureBeforeArrival' });
  });
  it('round-trips the saved data', () => {
    const extra = {
      accommodation: { needed: true, checkIn: '2027-03-09', checkOut: '2027-03-11', hotel: 'Carlton', notes: null },
      travel: { needed: true, origin: 'Donostia', arrival: '2027-03-09T08:30:00+01:00', departure: null, transport: 'train' as const, notes: null },
      academic: null,
    };
    const values = travelDefaults(extra);
    expect(values.arrival).toBe('2027-03-09T08:30');
    expect(travelBody(travelSchema.parse(values))).toEqual({
      accommodation: extra.accommodation,
      travel: { ...extra.travel, arrival: '2027-03-09T08:30' },
    });
  });
  it('reads date-times as the datetime-local control shows them', () => {
    expect(toDateTimeInput('2027-03-09 08:30')).toBe('2027-03-09T08:30');
    expect(toDateTimeInput(null)).toBe('');
  });
  it('checks the academic fields', () => {
    expect(messagesOf(academicSchema.safeParse({ university: '', degree: '', year: '3º curso', studentId: 'A_1/2' }))).toEqual({
      year: 'validation.alpha_dash',
    });
  });
});

describe('sections', () => {
  const info = (sections: Partial<Record<'accommodation' | 'academic' | 'consents' | 'unsubscribe' | 'networking', boolean>>) => ({
    sections: { accommodation: false, academic: false, consents: false, unsubscribe: false, networking: false, ...sections },
  });
  it('lists the SPEC §2 tabs in order, then what the tenant offers', () => {
    expect(visibleSections(info({ networking: true, unsubscribe: true }))).toEqual([
      'datos-personales',
      'mis-actividades',
      'acreditacion',
      'networking',
      'certification',
      'baja',
    ]);
    expect(visibleSections(info({ academic: true }))).toEqual(['datos-personales', 'mis-actividades', 'acreditacion', 'certification', 'datos-academicos']);
  });
  it('keeps the fixed tabs without index info', () => {
    expect(visibleSections(null)).toEqual(['datos-personales', 'mis-actividades', 'acreditacion', 'certification']);
  });
  it('tells where the event stands', () => {
    const start = '2027-03-09T09:00:00+01:00';
    const end = '2027-03-10T18:00:00+01:00';
    expect(eventPhase(start, end, Date.parse('2027-03-01T00:00:00Z'))).toBe('before');
    expect(eventPhase(start, end, Date.parse('2027-03-09T12:00:00Z'))).toBe('during');
    expect(eventPhase(start, end, Date.parse('2027-03-11T00:00:00Z'))).toBe('after');
  });
});

describe('downloads', () => {
  it('names PDFs with plain ASCII words', () => {
    expect(pdfFileName(['Acreditación', 'Foro Ekitaldi 2026'])).toBe('acreditacion-foro-ekitaldi-2026.pdf');
    expect(pdfFileName(['Διαπίστευση'])).toBe('document.pdf');
  });
  it('gives a percentage only when the size is known', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(50, undefined)).toBeNull();
    expect(progressPercent(500, 200)).toBe(100);
  });
});

describe('my activities', () => {
  const conference = {
    id: 24,
    slug: 'ponencia',
    title: 'Ponencia',
    startsAt: '2027-03-09T09:30:00+01:00',
    endsAt: '2027-03-09T10:30:00+01:00',
    room: 'Auditorio',
    venue: 'Palacio Euskalduna',
  };
  it('writes the date and time in the event zone, the zone named', () => {
    const item = describeConference(conference, 'es-ES');
    expect(item.day).toBe('martes, 9 de marzo de 2027');
    expect(item.time).toBe('09:30–10:30');
    expect(item.zone).toBe('CET');
    expect(item.zoneLong).toMatch(/Europa central/i);
  });
  it('sorts registered sessions by time and keeps what a pending one misses', () => {
    const data: CustomerConferences = {
      registered: [
        { conference: { ...conference, id: 2, startsAt: '2027-03-10T09:00:00+01:00', endsAt: '2027-03-10T10:00:00+01:00' }, registeredAt: '' },
        { conference, registeredAt: '' },
      ],
      pending: [{ uuid: 'u-1', conference, createdAt: '', missing: 'room' }],
    };
    const out = describeConferences(data, 'en-US');
    expect(out.registered.map((r) => r.id)).toEqual([24, 2]);
    expect(out.pending[0]).toMatchObject({ uuid: 'u-1', missing: 'room', time: '09:30–10:30' });
  });
});
