import { z } from 'zod';
import { entitlementSchema } from './entitlements';

/**
 * The customer contract of docs/product.md#calls (`/customer/*`), shared by the portal (lib/api/customer.ts)
 * and the demo API (demo-api/routes/customer*.ts). 422 answers carry
 * `{ message, errors: { field: [key, …] } }` where each key is a catalogue key: a docs/product.md#validation rule
 * (`validation.required`, `validation.requiredCharactersPassword`, …) or one of
 * CUSTOMER_ERROR_KEYS below.
 */

/** Field-error keys the customer endpoints answer with, besides `validation.<rule>`. */
export const CUSTOMER_ERROR_KEYS = [
  'auth.failed', // login: wrong email or password
  'auth.email_not_verified', // login: the address is not confirmed yet
  'auth.email_change_pending', // login (old or new address): an address change awaits its link; resend with POST /customer/validate {resend}
  'auth.propagation_required', // login: the account lives on a sibling portal; consent needed
  'auth.propagation_failed', // login/sign-up: copying the account from the sibling portal failed
  'signup.user_exists', // sign-up: the address already has an account (portal sends to login)
  'signup.invalid_email', // sign-up: the address cannot receive mail
  'signup.invitation_invalid', // invitation sign-up: unknown or used code
  'token.invalid', // validate / reset / SSO / email change: unknown token
  'token.expired', // … expired
  'token.used', // … already used
  'token.cancelled', // email change: the link to the new address after the change was cancelled (old address's link, or a new password)
  'two_factor.invalid_code', // kept for API symmetry; the wire answer for a wrong code is { token: null }
  'two_factor.expired', // the code (challenge) expired: request a new one
  'two_factor.too_many_attempts', // too many wrong codes: sign in again
  'two_factor.locked', // 429: too many wrong codes over the account's sign-ins; no code is checked or sent until Retry-After
  'password.current_wrong', // change password: current password does not match
  'email.taken', // change email: the new address has another account
  'profile.photo_type', // profile photo: not a JPEG, PNG or WebP image
  'profile.photo_too_large', // profile photo: over 2 MB
  'registration.not_found', // discard pending registration: unknown uuid
] as const;
export type CustomerErrorKey = (typeof CUSTOMER_ERROR_KEYS)[number];

export const twoFactorMethodSchema = z.enum(['NONE', 'EMAIL']);
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>;

/** GET /customer — the signed-in customer (docs/product.md#entities). */
export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  secondSurname: z.string().nullable(),
  email: z.string(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  photo: z.string().nullable(),
  telephone: z.string().nullable(),
  university: z.string().nullable(),
  jobTitle: z.string().nullable(),
  treatment: z.string().nullable(),
  dateOfBirth: z.string().nullable(), // YYYY-MM-DD
  nationality: z.string().nullable(), // ISO 3166-1 alpha-2
  documentType: z.string().nullable(), // dni | nie | passport
  documentNumber: z.string().nullable(),
  documentIssueDate: z.string().nullable(), // YYYY-MM-DD
  documentExpiryDate: z.string().nullable(), // YYYY-MM-DD
  foodRestrictions: z.string().nullable(),
  comments: z.string().nullable(),
  gender: z.string().nullable(), // an id of GET /customer/genres
  userType: z.string().nullable(), // an id of GET /customer/types
  twoFactorMethod: twoFactorMethodSchema,
  consentDataProcessing: z.boolean(),
  consentAdvertising: z.boolean(),
  emailVerified: z.boolean(),
  isModerator: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

/** The customer fields a person can edit (everything but ids, email and flags). */
export const EDITABLE_CUSTOMER_FIELDS = [
  'treatment',
  'name',
  'surname',
  'secondSurname',
  'gender',
  'dateOfBirth',
  'nationality',
  'documentType',
  'documentNumber',
  'documentIssueDate',
  'documentExpiryDate',
  'telephone',
  'company',
  'position',
  'jobTitle',
  'university',
  'userType',
  'foodRestrictions',
  'comments',
] as const;
export type EditableCustomerField = (typeof EDITABLE_CUSTOMER_FIELDS)[number];

/**
 * GET /customer/structure (public) — which customer fields this tenant uses, in form order, and
 * which are required. `name` and `surname` are always listed (and required); `email` is always
 * used and required but never listed (it is not an editable field: it has its own flow).
 */
export const customerStructureSchema = z.object({
  fields: z.array(
    z.object({
      name: z.enum(EDITABLE_CUSTOMER_FIELDS),
      required: z.boolean(),
    }),
  ),
});
export type CustomerStructure = z.infer<typeof customerStructureSchema>;

/** GET /customer/types and GET /customer/genres — localised choices. */
export const customerOptionSchema = z.object({ id: z.string(), name: z.string() });
export const customerOptionsSchema = z.array(customerOptionSchema);
export type CustomerOption = z.infer<typeof customerOptionSchema>;

/** The fields sign-up sends (plus whatever of EDITABLE_CUSTOMER_FIELDS the structure asks for). */
export const signupCustomerSchema = z
  .object({
    email: z.string(),
    password: z.string(),
    passwordConfirmation: z.string(),
  })
  .extend(Object.fromEntries(EDITABLE_CUSTOMER_FIELDS.map((f) => [f, z.string().nullable().optional()])) as {
    [K in EditableCustomerField]: z.ZodOptional<z.ZodNullable<z.ZodString>>;
  });

/** POST /customer/signup and /customer/invitation-signup. Answers 201 SignupResponse. */
export const signupBodySchema = z.object({
  customer: signupCustomerSchema,
  privacyPolicy: z.boolean(),
  dataAuthorization: z.boolean(),
  consentAdvertising: z.boolean().optional(),
  /** The tenant's register form (GET /custom-form/register), when it has one. */
  custom_form_id: z.number().int().nullable().optional(),
  survey: z.record(z.string(), z.unknown()).optional(),
  /** invitation sign-up only */
  invitationCode: z.string().optional(),
  /** the language of the emails */
  locale: z.string().optional(),
  /**
   * On a tenant with a captchaType: the solved captcha's token (v3 / Enterprise action `signup`),
   * else 422 `{'g-recaptcha-response': ['validation.captcha']}` with the other errors (and no
   * `signup.user_exists`: an address is not told apart without a solved captcha).
   */
  'g-recaptcha-response': z.string().nullable().optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;
export const signupResponseSchema = z.object({ emailVerificationRequired: z.boolean() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /customer/login body: `user` wraps the credentials (docs/product.md#calls). */
export const loginBodySchema = z.object({
  user: z.object({
    email: z.email(),
    password: z.string().min(1),
    /** consent to copy the account from the sibling portal (isInternalEvent + propagateUsersPortals) */
    propagate: z.boolean().optional(),
  }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * POST /customer/login errors (422): `email: ['auth.failed' | 'auth.email_not_verified']`; on a
 * tenant that shares accounts, `propagate: ['auth.propagation_required']` (the account exists on
 * a sibling portal with this password: send again with `user.propagate: true`) or
 * `propagate: ['auth.propagation_failed']`. 429 (Retry-After) after 10 failures per email + IP.
 *
 * POST /customer/login answer. With two-factor enabled there is no token yet:
 * `twoFactorRequired` is true, a code has been sent by email, and `challenge` identifies this
 * sign-in attempt for POST /customer/two-factor-auth (keep it in sessionStorage, never in a URL).
 */
export const loginResponseSchema = z.object({
  token: z.string().nullable(),
  twoFactorRequired: z.boolean(),
  challenge: z.string().nullable().default(null),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /customer/two-factor-auth: `{ challenge, code }` checks a code; `{ challenge, resend: true }`
 * sends a new one (the old code dies; at most one per 30 s, else 429 with Retry-After). Answer
 * `{ token }`; `token: null` means a wrong code (docs/product.md#calls); an expired (10 min) or unknown challenge
 * is a 422 `code: ['two_factor.expired']`, and the 5th wrong code a 422
 * `code: ['two_factor.too_many_attempts']` (the challenge dies): sign in again.
 */
export const twoFactorBodySchema = z.object({
  challenge: z.string().min(1),
  code: z.string().optional(),
  resend: z.boolean().optional(),
});
export type TwoFactorBody = z.infer<typeof twoFactorBodySchema>;
export const twoFactorResponseSchema = z.object({ token: z.string().nullable(), resent: z.boolean().optional() });
export type TwoFactorResponse = z.infer<typeof twoFactorResponseSchema>;

/**
 * POST /customer/validate: `{ token }` confirms an address (sign-up or email change; errors
 * `token: ['token.invalid' | 'token.expired' | 'token.used']`, or `email: ['email.taken']` when
 * the new address was taken meanwhile); `{ resend: email }` sends a new sign-up confirmation
 * (204 for any well-formed address: no account enumeration; a malformed one is a 422 on `email`).
 */
export const validateBodySchema = z.union([
  z.object({ token: z.string().min(1) }),
  z.object({ resend: z.string().min(1), locale: z.string().optional() }),
]);
export type ValidateBody = z.infer<typeof validateBodySchema>;
export const validateResponseSchema = z.object({
  kind: z.enum(['signup', 'email_change']),
  email: z.string(),
});
export type ValidateResponse = z.infer<typeof validateResponseSchema>;

/**
 * POST /customer/cancel-email-change `{ token }` (the link sent to the old address; no session):
 * a change awaiting its link is cancelled (`cancelled`), one already made is undone (`undone`:
 * the account is back at `email`); every session of the account ends. Errors `token: ['token.*']`,
 * or `email: ['email.taken']` when the old address has another account by now.
 */
export const emailChangeCancelledSchema = z.object({ email: z.string(), cancelled: z.boolean(), undone: z.boolean() });
export type EmailChangeCancelled = z.infer<typeof emailChangeCancelledSchema>;

/** POST /customer/login-sso/{token}: a token, or `registrationRequired` (go to /registro-sso/{token}). */
export const ssoLoginResponseSchema = z.object({
  token: z.string().nullable(),
  registrationRequired: z.boolean(),
  /** what the identity provider told about the person (prefills /registro-sso) */
  profile: z.object({ email: z.string(), name: z.string(), surname: z.string() }).nullable().default(null),
});
export type SsoLoginResponse = z.infer<typeof ssoLoginResponseSchema>;

/**
 * POST /customer/register-sso-extra-fields → `{ token }`: creates the verified customer with the
 * tenant's structure fields (`customer`; name/surname default to the identity provider's). A bad
 * `ssoToken` is a 422 on `token` (token.invalid / expired / used).
 */
export const ssoRegisterBodySchema = z.object({
  ssoToken: z.string().min(1),
  customer: z.record(z.string(), z.string().nullable()),
  privacyPolicy: z.boolean(),
  dataAuthorization: z.boolean(),
});
export type SsoRegisterBody = z.infer<typeof ssoRegisterBodySchema>;
export const tokenResponseSchema = z.object({ token: z.string() });

/**
 * POST /customer/signup-register-data → `{ token }` (propagated sign-up, tenants with
 * isInternalEvent + propagateUsersPortals): copies the account this address has on a sibling
 * portal, checked with its password, and signs in. 422: `email: ['signup.user_exists']` (it has an
 * account here already), `email: ['auth.propagation_failed']` (no matching account elsewhere),
 * `validation.required` on privacyPolicy / dataAuthorization.
 */
export const signupRegisterDataBodySchema = z.object({
  user: z.object({ email: z.string(), password: z.string() }),
  privacyPolicy: z.boolean(),
  dataAuthorization: z.boolean(),
});
export type SignupRegisterDataBody = z.infer<typeof signupRegisterDataBodySchema>;

/** POST /customer/register-device (signed in) → 204: a push-notification device of the customer. */
export const registerDeviceBodySchema = z.object({
  deviceToken: z.string(),
  platform: z.enum(['ios', 'android', 'web']),
});
export type RegisterDeviceBody = z.infer<typeof registerDeviceBodySchema>;

/**
 * POST /customer (update): any of the editable fields plus twoFactorMethod and the consents.
 * Answers the updated Customer.
 */
export const customerUpdateBodySchema = z
  .object({
    twoFactorMethod: twoFactorMethodSchema.optional(),
    consentDataProcessing: z.boolean().optional(),
    consentAdvertising: z.boolean().optional(),
  })
  .extend(Object.fromEntries(EDITABLE_CUSTOMER_FIELDS.map((f) => [f, z.string().nullable().optional()])) as {
    [K in EditableCustomerField]: z.ZodOptional<z.ZodNullable<z.ZodString>>;
  });
export type CustomerUpdateBody = z.infer<typeof customerUpdateBodySchema>;

/** A session as the private area lists it. */
export const customerConferenceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  room: z.string().nullable(),
  venue: z.string().nullable(),
});
export type CustomerConference = z.infer<typeof customerConferenceSchema>;

/** GET /customer/conferences — registered sessions and pending (incomplete) registrations. */
export const customerConferencesSchema = z.object({
  registered: z.array(z.object({ conference: customerConferenceSchema, registeredAt: z.string() })),
  pending: z.array(
    z.object({
      uuid: z.string(),
      conference: customerConferenceSchema,
      createdAt: z.string(),
      /** what is missing: choosing a room, a ticket, or the session's form */
      missing: z.enum(['room', 'ticket', 'form']),
    }),
  ),
});
export type CustomerConferences = z.infer<typeof customerConferencesSchema>;

/** GET /customer/customer-index-info — what the private area can offer this customer. */
export const customerIndexInfoSchema = z.object({
  accreditation: z.object({
    available: z.boolean(),
    /** the QR payload (also printed on the PDF) */
    qr: z.string().nullable(),
    /**
     * why not (yet): the e-mail is not verified, or the tenant requires a ticket (ticketRequired)
     * and the customer holds none (buy one at /proceso-de-compra), or the held ticket does not
     * include the accreditation right (`not_included`: the fuller ticket upgrades it); null when available
     */
    reason: z.enum(['email_not_verified', 'ticket_required', 'not_included']).nullable().optional(),
    /** when and at which check-in list the badge was first admitted (entrance lists first); null before. Left out by an API that predates it */
    checkedIn: z.object({ at: z.string(), list: z.string() }).nullable().optional(),
  }),
  certificate: z.object({
    available: z.boolean(),
    /** why not (yet): the held ticket does not include the diploma, the event has not ended, or no attendance was recorded */
    reason: z.enum(['event_not_finished', 'no_attendance', 'not_included']).nullable(),
  }),
  /**
   * The ticket the customer holds where the tenant requires tickets (ticketRequired), and how it
   * came: `order` (a paid order, listed by GET /orders/customer with its receipt), `invitation`
   * (an invitation code redeemed, POST /customer/invitation-register: no order, no price, no
   * receipt) or `organiser` (given by the organiser, also without an order). `id`/`name`: its
   * ticket type (GET /conferences/tickets), null when it was given without one. null: no ticket.
   * Left out by an API that predates it.
   */
  ticket: z
    .object({
      id: z.number().int().nullable(),
      name: z.string().nullable(),
      source: z.enum(['order', 'invitation', 'organiser']),
      orderId: z.number().int().nullable(),
      grantedAt: z.string(),
      /** what it grants (ENTITLEMENTS); left out by an API that predates rights */
      rights: z.array(entitlementSchema).optional(),
    })
    .nullable()
    .optional(),
  /** optional private-area sections this tenant offers */
  sections: z.object({
    accommodation: z.boolean(),
    academic: z.boolean(),
    consents: z.boolean(),
    unsubscribe: z.boolean(),
    networking: z.boolean(),
  }),
});
export type CustomerIndexInfo = z.infer<typeof customerIndexInfoSchema>;

/** GET /customer/extra — accommodation, travel and academic data (null when not given). */
export const customerExtraSchema = z.object({
  accommodation: z
    .object({ needed: z.boolean(), checkIn: z.string().nullable(), checkOut: z.string().nullable(), hotel: z.string().nullable(), notes: z.string().nullable() })
    .nullable(),
  travel: z
    .object({ needed: z.boolean(), origin: z.string().nullable(), arrival: z.string().nullable(), departure: z.string().nullable(), transport: z.enum(['plane', 'train', 'bus', 'car', 'other']).nullable(), notes: z.string().nullable() })
    .nullable(),
  academic: z
    .object({ university: z.string().nullable(), degree: z.string().nullable(), year: z.string().nullable(), studentId: z.string().nullable() })
    .nullable(),
});
export type CustomerExtra = z.infer<typeof customerExtraSchema>;
/** POST /customer/save-personal-information-extra: any of the three parts → the whole CustomerExtra. */
export const saveExtraBodySchema = customerExtraSchema.partial();
export type SaveExtraBody = z.infer<typeof saveExtraBodySchema>;

/**
 * GET {api}/__demo/mailbox.json?to=&tenant= — the demo API's development mailbox (tests only):
 * every email it "sent", newest first. Links point at the portal the request came from.
 */
export const demoMailSchema = z.object({
  id: z.number().int(),
  tenant: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  /** an .ics (text/calendar), the accreditation QR (image/png, its bytes in base64: `encoding`) */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string(), encoding: z.literal('base64').optional() })).default([]),
  createdAt: z.string(),
});
export type DemoMail = z.infer<typeof demoMailSchema>;
