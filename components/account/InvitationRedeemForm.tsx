'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { auth } from '@/lib/api/browser-calls';
import type { InvitationRedeemed } from '@/lib/api/schemas/account-extras';
import { invitationCodeSchema } from '@/lib/schemas/invitation-code';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { TextField } from '@/components/forms/fields';
import { useRouter } from '@/lib/i18n/navigation';
import { FormResult } from '@/components/forms/FormResult';
import formStyles from '@/components/forms/Form.module.css';
import { TicketIncludes } from '@/components/tickets/TicketIncludes';
import { useAccountForm } from './use-account-form';

const ID = 'invitation';
const FIELDS = ['invitationCode'] as const;

/**
 * A signed-in person redeems an invitation code (POST /customer/invitation-register) and is told
 * what it gave: the ticket with what it includes, or the guest mark where the event has no
 * tickets. An unknown or used code is told on the field; what was typed stays. A ticket given
 * reads the page's server parts again, so "my tickets" and the accreditation follow at once.
 */
export function InvitationRedeemForm() {
  const t = useTranslations('AccountExtras.invitation');
  const tAccount = useTranslations('Account');
  const router = useRouter();
  const [granted, setGranted] = useState<InvitationRedeemed | null>(null);
  const { submit, succeed, fieldError, summaryItems, showSummary, summaryRef, messageRef, result, pending, register } = useAccountForm({
    schema: invitationCodeSchema,
    defaultValues: { invitationCode: '' },
    fields: FIELDS,
    failure: t('failure'),
    keptHint: true,
  });

  const send = submit(async ({ invitationCode }) => {
    setGranted(null);
    const answer = await auth.redeemInvitation(invitationCode);
    setGranted(answer);
    succeed([t('redeemed', { code: answer.code })], { invitationCode: '' });
    if (answer.ticket) router.refresh();
  });

  const label = t('code');
  const ticket = granted?.ticket ?? null;

  return (
    <form className={formStyles.form} noValidate aria-describedby={`${ID}-lead`} onSubmit={send}>
      {showSummary ? <ErrorSummary ref={summaryRef} id={`${ID}-errors`} headingLevel={3} items={summaryItems(() => label, () => `${ID}-code`)} /> : null}
      <p id={`${ID}-lead`} className={formStyles.note}>
        {t('lead')}
      </p>
      <TextField
        id={`${ID}-code`}
        label={label}
        hint={t('codeHint')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={fieldError('invitationCode')}
        registration={register('invitationCode')}
      />
      <FormResult ref={messageRef} result={result}>
        {result?.tone === 'success' && granted ? (
          ticket ? (
            <>
              <p>{t('grantsTicket', { name: ticket.name, description: ticket.description })}</p>
              <TicketIncludes rights={ticket.rights} />
            </>
          ) : (
            <p>{t('grantsGuest')}</p>
          )
        ) : null}
      </FormResult>
      <div className={formStyles.actions}>
        <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={pending || undefined}>
          {pending ? tAccount('saving') : t('submit')}
        </button>
      </div>
    </form>
  );
}
