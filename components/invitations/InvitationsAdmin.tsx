'use client';

import { useMemo, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { SelectField, TextField } from '@/components/forms/fields';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import formStyles from '@/components/forms/Form.module.css';
import { account } from '@/lib/api/browser-calls';
import type { AdminInvitation } from '@/lib/api/schemas/account-extras';
import { invitationsCsv } from '@/lib/invitations/csv';
import { INVITATION_BATCH_SIZES, invitationBatchFormSchema } from '@/lib/schemas/invitation-batch';
import styles from './InvitationsAdmin.module.css';

const ID = 'invitation-batch';
const FIELDS = ['ticketId', 'count', 'note'] as const;

/**
 * The organiser's invitation codes: a form that issues a batch naming the ticket the codes give
 * (POST /admin/invitations), the new codes to copy, and every code with who redeemed it, also as
 * a CSV file made in the browser from the same list.
 */
export function InvitationsAdmin({ tickets, initial }: { tickets: { id: number; name: string }[]; initial: AdminInvitation[] }) {
  const t = useTranslations('Invitations');
  const [all, setAll] = useState(initial);
  const [issued, setIssued] = useState<AdminInvitation[]>([]);
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const { submit, succeed, fail, fieldError, summaryItems, showSummary, summaryRef, messageRef, result, pending, register } = useApiForm({
    schema: invitationBatchFormSchema,
    defaultValues: { ticketId: '', count: '10', note: '' },
    fields: FIELDS,
  });
  const labels: Record<string, string> = { ticketId: t('ticket'), count: t('count'), note: t('note') };

  const send = submit(async (values) => {
    try {
      const codes = await account.issueInvitations({ ticketId: Number(values.ticketId), count: Number(values.count), ...(values.note ? { note: values.note } : {}) });
      setIssued(codes);
      setCopied(null);
      setAll((list) => [...codes, ...list]);
      succeed([t('issued', { count: codes.length })], { ticketId: values.ticketId ?? '', count: values.count ?? '10', note: '' });
    } catch (error) {
      fail(error, { lead: [t('failed')] });
    }
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.map((i) => i.code).join('\n'));
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };

  const csvHref = useMemo(() => {
    const csv = invitationsCsv(all, {
      code: t('columns.code'),
      ticket: t('columns.ticket'),
      note: t('columns.note'),
      created: t('columns.created'),
      redeemedBy: t('columns.redeemedBy'),
      email: t('columns.email'),
      redeemed: t('columns.redeemed'),
    });
    return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
  }, [all, t]);
  const format = useFormatter();
  // In the tenant's event zone (next-intl's zone, from the registry).
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium' }) : '');

  return (
    <>
      <section aria-labelledby="invitations-issue" className={styles.section}>
        <h2 id="invitations-issue">{t('issueTitle')}</h2>
        <form className={formStyles.form} noValidate onSubmit={send}>
          {showSummary ? <ErrorSummary ref={summaryRef} id={`${ID}-errors`} headingLevel={3} items={summaryItems((n) => labels[n] ?? n, (n) => `${ID}-${n}`)} /> : null}
          <SelectField
            id={`${ID}-ticketId`}
            label={t('ticket')}
            required
            error={fieldError('ticketId')}
            registration={register('ticketId')}
            options={tickets.map((ticket) => ({ value: String(ticket.id), label: ticket.name }))}
          />
          <SelectField
            id={`${ID}-count`}
            label={t('count')}
            required
            error={fieldError('count')}
            registration={register('count')}
            options={INVITATION_BATCH_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          />
          <TextField id={`${ID}-note`} label={t('note')} hint={t('noteHint')} error={fieldError('note')} registration={register('note')} autoComplete="off" />
          <FormResult ref={messageRef} result={result} />
          <div className={formStyles.actions}>
            <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={pending || undefined}>
              {pending ? t('submitting') : t('submit')}
            </button>
          </div>
        </form>
        {issued.length > 0 ? (
          <div className={styles.issued}>
            <h3>{t('newCodes')}</h3>
            <ul className={styles.codes} aria-label={t('newCodes')}>
              {issued.map((i) => (
                <li key={i.code}>
                  <code>{i.code}</code>
                </li>
              ))}
            </ul>
            <button type="button" className="button button-secondary" onClick={copy}>
              {t('copy')}
            </button>
            <p role="status">{copied === 'done' ? t('copied') : copied === 'failed' ? t('copyFailed') : ''}</p>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="invitations-all" className={styles.section}>
        <h2 id="invitations-all">{t('listTitle')}</h2>
        {all.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <>
            <p>
              <a href={csvHref} download={`${t('csvFile')}.csv`}>
                {t('csv')}
              </a>
            </p>
            <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('listTitle')}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.code')}</th>
                    <th scope="col">{t('columns.ticket')}</th>
                    <th scope="col">{t('columns.note')}</th>
                    <th scope="col">{t('columns.created')}</th>
                    <th scope="col">{t('columns.redeemedBy')}</th>
                  </tr>
                </thead>
                <tbody>
                  {all.map((i) => (
                    <tr key={i.code}>
                      <th scope="row">
                        <code>{i.code}</code>
                      </th>
                      <td>{i.ticket?.name ?? t('fullestTicket')}</td>
                      <td>{i.note ?? ''}</td>
                      <td>{date(i.createdAt)}</td>
                      <td>{i.redeemedBy ? t('redeemedBy', { name: i.redeemedBy.name, email: i.redeemedBy.email, date: date(i.redeemedAt) }) : t('notRedeemed')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </>
  );
}
