'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CustomFormFields, customFormErrorValues, focusTargetId } from '@/components/forms/CustomFormFields';
import { FormFrame, SubmitButton } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm, useSubmitOnce } from '@/components/forms/use-api-form';
import { networking } from '@/lib/api/browser-calls';
import { entitlementRefusalOf, notIncluded } from '@/lib/api/entitlement-errors';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import type { NetworkingAcceptance, NetworkingForm } from '@/lib/api/schemas/networking';
import { networkingFailureOf } from '@/lib/networking/failures';
import { buildSessionFormSchema, sessionFormDefaults, toFormAnswers } from '@/lib/schemas/session-form';
import { useNetworking } from './networking-context';
import styles from './Networking.module.css';

const ID = 'networking-form';

/**
 * Turning networking on (docs/product.md#entities, docs/product.md#calls): first the networking terms (GET /networking/acceptance,
 * accepted with GET /networking/customer/enable-networking), then the networking form (GET
 * /networking/custom-form, POST /networking/custom-form/completed). Others see the profile only
 * after both; until then this is the only networking screen.
 */
export function EnableNetworking() {
  const t = useTranslations('networking');
  const tErrors = useTranslations('ApiErrors');
  const { status, setStatus, sessionExpired } = useNetworking();
  const [terms, setTerms] = useState<NetworkingAcceptance | null>(null);
  const [form, setForm] = useState<NetworkingForm | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = status.termsAccepted ? 'form' : 'terms';

  useEffect(() => {
    let live = true;
    const read = step === 'terms' ? networking.getNetworkingAcceptance().then((a) => live && setTerms(a)) : networking.getNetworkingForm().then((f) => live && setForm(f));
    read.catch((error: unknown) => {
      if (!live) return;
      if (networkingFailureOf(error, 'load').kind === 'signed_out') sessionExpired();
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [step, attempt, sessionExpired]);

  const moved = useRef(false);
  useEffect(() => {
    // After accepting the terms the form replaces them: its heading takes the focus.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  return (
    <section aria-labelledby="networking-enable-title" className={styles.panel}>
      <h2 id="networking-enable-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {step === 'terms' ? t('enable.termsTitle') : t('enable.formTitle')}
      </h2>
      <p className={styles.steps}>{t('enable.step', { step: step === 'terms' ? 1 : 2, total: 2 })}</p>
      {failed ? (
        <div className={styles.notice} role="alert">
          <p>{tErrors('loadingError')}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      ) : step === 'terms' ? (
        terms ? (
          <Terms terms={terms} onAccepted={setStatus} />
        ) : (
          <p role="status">{t('loading')}</p>
        )
      ) : form ? (
        <ProfileForm form={form} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}

function Terms({ terms, onAccepted }: { terms: NetworkingAcceptance; onAccepted: (status: Awaited<ReturnType<typeof networking.enableNetworking>>) => void }) {
  const t = useTranslations('networking');
  const tErrors = useTranslations('ApiErrors');
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const { run, pending } = useSubmitOnce();
  const box = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLDivElement>(null);

  const accept = (event: React.FormEvent) => {
    event.preventDefault();
    if (!checked) {
      setMissing(true);
      box.current?.focus();
      return;
    }
    void run(async () => {
      setError(null);
      setUpgrade(null);
      try {
        onAccepted(await networking.enableNetworking());
      } catch (failure) {
        // The held ticket does not include networking (entitlement.networking): say so and offer the one that does.
        const lacking = entitlementRefusalOf(failure);
        if (lacking) {
          const copy = notIncluded(tErrors, lacking);
          setError(copy.text);
          setUpgrade(copy.link.label);
        } else setError(tErrors(networkingFailureOf(failure, 'load').message));
        message.current?.focus();
      }
    });
  };

  return (
    <form noValidate onSubmit={accept} className={styles.stack}>
      <h3 className={styles.subheading}>{terms.title}</h3>
      <div className={styles.terms} tabIndex={0} role="region" aria-label={terms.title}>
        {terms.text.split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <div className={styles.check}>
        <input
          ref={box}
          id="networking-terms"
          type="checkbox"
          checked={checked}
          onChange={(e) => {
            setChecked(e.target.checked);
            if (e.target.checked) setMissing(false);
          }}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? 'networking-terms-error' : undefined}
          required
        />
        <label htmlFor="networking-terms">{t('enable.acceptLabel')}</label>
      </div>
      {missing ? (
        <p id="networking-terms-error" className={styles.fieldError}>
          {t('enable.acceptRequired')}
        </p>
      ) : null}
      <div ref={message} tabIndex={-1} role="alert">
        {error ? <p className={styles.errorText}>{error}</p> : null}
        {upgrade ? (
          <p>
            <Link href={href('purchase')}>{upgrade}</Link>
          </p>
        ) : null}
      </div>
      <div>
        <button type="submit" className="button" aria-disabled={pending || undefined}>
          {pending ? t('enable.accepting') : t('enable.accept')}
        </button>
      </div>
    </form>
  );
}

function ProfileForm({ form }: { form: NetworkingForm }) {
  const t = useTranslations('networking');
  const { status, setStatus } = useNetworking();
  const schema = useMemo(() => buildSessionFormSchema(form), [form]);
  const defaults = useMemo(() => sessionFormDefaults(form, status.answers), [form, status.answers]);
  const names = useMemo(() => form.fields.map((f) => f.name), [form]);
  const { register, submit, pending, result, fail, messageRef, summaryRef, showSummary, summaryItems, fieldError } = useApiForm({
    schema,
    defaultValues: defaults,
    fields: names,
    errorValues: customFormErrorValues(form),
  });

  const send = async (values: Record<string, unknown>) => {
    try {
      setStatus(await networking.completeNetworkingForm(form.id, toFormAnswers(form, values)));
    } catch (error) {
      fail(error);
    }
  };

  const labels = Object.fromEntries(form.fields.map((f) => [f.name, f.label]));
  const targets = Object.fromEntries(form.fields.map((f) => [f.name, focusTargetId(ID, f)]));
  return (
    <>
      <p>{t('enable.formIntro')}</p>
      {form.description ? <p>{form.description}</p> : null}
      <FormFrame
        id={ID}
        onSubmit={submit(send)}
        summary={showSummary ? summaryItems((name) => labels[name] ?? name, (name) => targets[name] ?? name) : null}
        summaryRef={summaryRef}
        note={t('requiredNote')}
        headingLevel={3}
      >
        <CustomFormFields form={form} idPrefix={ID} register={(name) => register(name)} errorOf={(name) => fieldError(name)} />
        <FormResult ref={messageRef} result={result} />
        <div>
          <SubmitButton busy={pending} label={t('enable.submit')} busyLabel={t('enable.submitting')} />
        </div>
      </FormFrame>
    </>
  );
}
